// Reply notifications by Web Push (docs/decisions/024). A push says only "someone replied" and
// where to look: the payload is exactly {"type":"reply","url":"/me"}, encrypted for the browser
// (RFC 8291, aes128gcm, padded to a constant size by the library) and signed with our VAPID key
// (RFC 8292). No text, name, thread or time goes to the push service.
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { ReplyPush } from '../../schema/api';
import type { Db } from '../db/client';
import { deleteExpiredSubscription } from '../db/push-subscriptions';
import {
  dueReplyNotifications,
  markReplyNotificationsSent,
  nextReplyNotificationDue,
} from '../db/reply-notifications';
import type { VapidKeys } from '../lib/config';

export const REPLY_PUSH: ReplyPush = { type: 'reply', url: '/me' };

// People served per alarm run: a busy thread's rest follow in the next run, moments later.
const PEOPLE_PER_RUN = 50;
// A person who does not come online within a day has My Echo's list; the push would be stale.
const PUSH_TTL_SECONDS = 24 * 60 * 60;
// One topic for every reply push: a device that was offline gets one notification, not a pile.
const PUSH_TOPIC = 'reply';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** Sends the reply push to one browser and says what the push service made of it. */
export async function sendReplyPush(
  target: PushTarget,
  vapid: VapidKeys,
): Promise<DeliveryOutcome> {
  const subscription = {
    // The library signs for https push services only; a local fake service (tests, dev) is
    // reached over http but signed for as if it were https: the audience is its origin either way.
    endpoint: target.endpoint.replace(/^http:\/\/127\.0\.0\.1/, 'https://127.0.0.1'),
    expirationTime: null,
    keys: { p256dh: target.p256dh, auth: target.auth },
  };
  const request = await buildPushPayload(
    { data: REPLY_PUSH, options: { ttl: PUSH_TTL_SECONDS, topic: PUSH_TOPIC, urgency: 'normal' } },
    subscription,
    vapid,
  );
  const response = await fetch(target.endpoint, request);
  // Drain the body so the connection can be reused; its content is of no interest.
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) return 'gone';
  console.error(`push service answered ${response.status}`);
  return 'failed';
}

/**
 * Sends the thread's notifications that are due: to every browser of each person concerned, then
 * marks them sent (a failed send is not retried: the reply waits on My Echo). A subscription the
 * push service calls gone (404, 410) is deleted. Returns when the next one is due, or null.
 */
export async function deliverDueReplyNotifications(
  db: Db,
  vapid: VapidKeys,
  thoughtId: string,
  now: number,
): Promise<number | null> {
  const due = await dueReplyNotifications(db, thoughtId, now, PEOPLE_PER_RUN);
  await Promise.all(
    due.map(async (row) => {
      if (row.subscriptionId === null || !row.endpoint || !row.p256dh || !row.auth) return;
      const outcome = await sendReplyPush(
        { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
        vapid,
      ).catch((error: unknown) => {
        console.error('push failed', error);
        return 'failed' as const;
      });
      if (outcome === 'gone') await deleteExpiredSubscription(db, row.subscriptionId);
    }),
  );
  await markReplyNotificationsSent(db, thoughtId, [...new Set(due.map((row) => row.userId))], now);
  return nextReplyNotificationDue(db, thoughtId);
}
