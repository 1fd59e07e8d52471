import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../schema/constants';
import { pushSubscriptions } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the user, in one batch. An endpoint is one browser: if it
 * was stored before (another account signed in on it, or fresh keys), it now belongs to this
 * user with these keys. Past the per-user cap the oldest go.
 */
export async function savePushSubscription(
  db: Db,
  row: Omit<PushSubscriptionRow, 'id'> & { id: string },
): Promise<string> {
  const { saved } = await runBatch(db, {
    saved: sql`INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${row.id}, ${row.userId}, ${row.endpoint}, ${row.p256dh}, ${row.auth},
              ${row.createdAt})
      ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id,
        p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at
      RETURNING id`,
    capped: sql`DELETE FROM push_subscriptions WHERE user_id = ${row.userId} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE user_id = ${row.userId}
      ORDER BY created_at DESC, id DESC LIMIT ${LIMITS.pushSubscriptionsPerUser})`,
  });
  return String(saved[0]?.id);
}

/** Removes the user's subscription at this endpoint; false when they had none there. */
export async function deletePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A push service said the subscription is gone (404 or 410): it will never deliver again. */
export async function deleteExpiredSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
