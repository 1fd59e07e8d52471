import { Hono } from 'hono';
import { moderateRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { assertPublishable } from '../domain/publishable';
import { validate } from '../lib/validate';

export const moderationRoutes = new Hono<AppEnv>().post(
  '/moderate-content',
  validate('json', moderateRequestSchema),
  (c) => {
    const { crisis } = assertPublishable(c.req.valid('json').content);
    return c.json({ allowed: true as const, crisis });
  },
);
