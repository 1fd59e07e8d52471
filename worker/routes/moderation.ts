import { Hono } from 'hono';
import { moderateRequestSchema, type ModerationResponse } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { precheck } from '../domain/publishable';
import { rateLimitKey } from '../lib/client-ip';
import { tooSoon } from '../lib/errors';
import { validate } from '../lib/validate';

export const moderationRoutes = new Hono<AppEnv>().post(
  '/moderate-content',
  validate('json', moderateRequestSchema),
  async (c) => {
    const key = rateLimitKey(c.req.header('CF-Connecting-IP'));
    if (!(await c.env.MODERATION_LIMITER.limit({ key })).success) {
      throw tooSoon(60_000, 'Too many content checks from this network, please wait a minute');
    }
    // Rules only: a draft never goes to the model. A text the post would hold answers like any
    // crisis; the post itself answers 202 and holds it.
    const { crisis } = precheck(c.req.valid('json').content);
    const body: ModerationResponse = { allowed: true, crisis };
    return c.json(body);
  },
);
