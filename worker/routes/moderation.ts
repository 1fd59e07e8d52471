import { Hono } from 'hono';
import { moderateRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { moderate } from '../domain/moderation';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

/** 422 `{error: 'Content not allowed', reason}` when the text may not be published. */
export function assertPublishable(text: string): { crisis: boolean } {
  const verdict = moderate(text);
  if (!verdict.allowed) {
    throw new ApiError(422, 'Content not allowed', { extra: { reason: verdict.reason } });
  }
  return { crisis: verdict.crisis };
}

export const moderationRoutes = new Hono<AppEnv>().post(
  '/moderate-content',
  validate('json', moderateRequestSchema),
  (c) => {
    const { crisis } = assertPublishable(c.req.valid('json').content);
    return c.json({ allowed: true as const, crisis });
  },
);
