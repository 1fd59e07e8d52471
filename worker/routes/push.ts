import { Hono } from 'hono';
import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushKey } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { deletePushSubscription, savePushSubscription } from '../db/push-subscriptions';
import { afterCommit } from '../domain/effects';
import { neverStore } from '../lib/cache';
import { vapidKeys } from '../lib/config';
import { fromBase64 } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { isAllowedPushEndpoint } from '../lib/push-endpoints';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/** A browser's keys: p256dh an uncompressed P-256 point (65 bytes), auth a 16-byte secret. */
function validKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = fromBase64(keys.p256dh);
  const secret = fromBase64(keys.auth);
  return point?.length === 65 && point[0] === 0x04 && secret?.length === 16;
}

/** Reply notifications by Web Push (docs/decisions/024): opting in and out, per browser. */
export const pushRoutes = new Hono<AppEnv>()
  .get('/key', (c) => {
    const vapid = vapidKeys(c.var.config);
    if (vapid === null) throw new ApiError(503, 'Reply notifications are not set up here');
    return c.json<PushKey>({ publicKey: vapid.publicKey });
  })

  .post('/subscriptions', requireSession, validate('json', pushSubscriptionSchema), async (c) => {
    const user = requireUser(c);
    const { endpoint, keys } = c.req.valid('json');
    if (!isAllowedPushEndpoint(endpoint, c.var.config.PUSH_ALLOW_HTTP_ENDPOINTS)) {
      throw new ApiError(400, "endpoint: not an https address of a known browser's push service");
    }
    if (!validKeys(keys)) {
      throw new ApiError(400, 'keys: p256dh must be a 65-byte P-256 point and auth 16 bytes');
    }
    const id = await savePushSubscription(c.var.db, {
      id: crypto.randomUUID(),
      userId: user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      createdAt: Date.now(),
    });
    await afterCommit(c, 'POST /api/push/subscriptions', null);
    neverStore(c);
    return c.json({ id }, 201);
  })

  .delete('/subscriptions', requireSession, validate('json', pushUnsubscribeSchema), async (c) => {
    const user = requireUser(c);
    const { endpoint } = c.req.valid('json');
    // Unsubscribing twice is as good as once: the browser may have lost track.
    await deletePushSubscription(c.var.db, user.id, endpoint);
    await afterCommit(c, 'DELETE /api/push/subscriptions', null);
    return c.body(null, 204);
  });
