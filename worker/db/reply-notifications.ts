import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { replyNotifications } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';
import { unseenReplies } from './unseen-replies';

/**
 * Queues one notification for everyone a new visible comment replies to: the thought's author and
 * everyone who commented in the thread before, never the replier, only people with a push
 * subscription and a live account, and only where no notification for this thread is pending or
 * sent since they last opened My Echo (INSERT OR IGNORE on the (person, thread) key). Each is due
 * after its own random delay of up to `jitterMaxMs`. Returns the earliest due time, or null when
 * nobody was queued.
 */
export async function queueReplyNotifications(
  db: Db,
  args: { thoughtId: string; replierId: string; now: number; jitterMaxMs: number },
): Promise<number | null> {
  const { queued } = await runBatch(db, {
    queued: sql`INSERT OR IGNORE INTO reply_notifications (user_id, thought_id, due_at)
      SELECT concerned.user_id, ${args.thoughtId},
             ${args.now} + abs(random() % ${args.jitterMaxMs + 1})
      FROM (
        SELECT author_id AS user_id FROM thoughts
        WHERE id = ${args.thoughtId} AND status = 'visible'
        UNION
        SELECT user_id FROM thread_follows WHERE thought_id = ${args.thoughtId}
      ) AS concerned
      JOIN users ON users.id = concerned.user_id AND users.deleted_at IS NULL
      WHERE concerned.user_id != ${args.replierId}
        AND EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = concerned.user_id)
      RETURNING due_at`,
  });
  const due = queued.map((row) => Number(row.due_at));
  return due.length > 0 ? Math.min(...due) : null;
}

/** When the person last saw the thread: its author's `author_seen_at`, a commenter's follow. */
const seenAt = sql`CASE WHEN t.author_id = n.user_id THEN coalesce(t.author_seen_at, 0)
  ELSE (SELECT f.seen_at FROM thread_follows f WHERE f.user_id = n.user_id AND f.thought_id = t.id)
  END`;

/**
 * Whether the person a notification (`reply_notifications` as `n`) is for still has a reply to
 * read, as My Echo counts them: a visible comment by someone else on the visible thought, newer
 * than when they last saw it (its author's `author_seen_at`, a commenter's follow). A reply
 * deleted, hidden or removed before its push was due, a thought taken down, a thread left or one
 * the person has read meanwhile leave nothing to tell (docs/decisions/097).
 */
const STILL_NEW = sql`EXISTS (SELECT 1 FROM thoughts t
  WHERE t.id = n.thought_id AND t.status = 'visible'
    AND EXISTS (SELECT 1 ${unseenReplies(sql`t.id`, sql`n.user_id`, seenAt)}))`;

/**
 * The thread's notifications due by `now` with every subscription of each person concerned. Those
 * due with nothing left to tell are dropped first, so the next reply queues one afresh.
 */
export async function dueReplyNotifications(db: Db, thoughtId: string, now: number, limit: number) {
  const due = sql`n.thought_id = ${thoughtId} AND n.sent_at IS NULL AND n.due_at <= ${now}`;
  const { rows } = await runBatch(db, {
    stale: sql`DELETE FROM reply_notifications AS n WHERE ${due} AND NOT ${STILL_NEW}`,
    rows: sql`
      SELECT n.user_id AS userId, s.id AS subscriptionId, s.endpoint, s.p256dh, s.auth
      FROM (SELECT user_id FROM reply_notifications AS n
            WHERE ${due} ORDER BY due_at LIMIT ${limit}) AS n
      LEFT JOIN push_subscriptions s ON s.user_id = n.user_id`,
  });
  return rows.map((row) => ({
    userId: String(row.userId),
    subscriptionId: row.subscriptionId === null ? null : String(row.subscriptionId),
    endpoint: row.endpoint === null ? null : String(row.endpoint),
    p256dh: row.p256dh === null ? null : String(row.p256dh),
    auth: row.auth === null ? null : String(row.auth),
  }));
}

/** Marks these people's notifications for the thread sent (one statement each, one batch). */
export async function markReplyNotificationsSent(
  db: Db,
  thoughtId: string,
  userIds: string[],
  now: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await runBatch(
    db,
    Object.fromEntries(
      userIds.map((userId, index) => [
        `sent${index}`,
        db
          .update(replyNotifications)
          .set({ sentAt: now })
          .where(
            and(eq(replyNotifications.thoughtId, thoughtId), eq(replyNotifications.userId, userId)),
          ),
      ]),
    ),
  );
}

/** When the thread's next unsent notification is due, or null when none waits. */
export async function nextReplyNotificationDue(db: Db, thoughtId: string): Promise<number | null> {
  const [row] = await db.all<{ due: number | null }>(sql`
    SELECT min(due_at) AS due FROM reply_notifications
    WHERE thought_id = ${thoughtId} AND sent_at IS NULL`);
  return row?.due ?? null;
}

/** The person opened My Echo: every thread may notify them again. */
export async function rearmReplyNotifications(db: Db, userId: string): Promise<void> {
  await db
    .delete(replyNotifications)
    .where(and(eq(replyNotifications.userId, userId), isNotNull(replyNotifications.sentAt)));
}
