// How writes reach a thread's room (worker/rooms/thought-room.ts): live events for its readers,
// and the alarm for its reply notifications (docs/decisions/024).
import type { LiveEvent } from '../../schema/api';
import type { Db } from '../db/client';
import { queueReplyNotifications } from '../db/reply-notifications';
import { vapidKeys, type Config } from '../lib/config';

function room(env: Env, thoughtId: string) {
  return env.THOUGHT_ROOMS.getByName(thoughtId);
}

/** Hands a committed write's events to the thread's room, which sends them to its readers. */
export async function tellThread(env: Env, thoughtId: string, events: LiveEvent[]): Promise<void> {
  if (events.length > 0) await room(env, thoughtId).broadcast(events);
}

/**
 * A visible comment was posted: queue a notification for each person it replies to (each after
 * its own random delay) and wake the thread's room when the first is due. Nothing when push is off.
 */
export async function notifyReply(
  env: Env,
  db: Db,
  config: Config,
  reply: { thoughtId: string; replierId: string; now: number },
): Promise<void> {
  if (vapidKeys(config) === null) return;
  const firstDue = await queueReplyNotifications(db, {
    ...reply,
    jitterMaxMs: config.PUSH_JITTER_MAX_SECONDS * 1000,
  });
  if (firstDue !== null)
    await room(env, reply.thoughtId).scheduleReplyPushes(reply.thoughtId, firstDue);
}
