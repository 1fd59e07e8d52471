import { Hono } from 'hono';
import { z } from 'zod';
import { idParamSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { flagWorried } from '../db/worried';
import { afterCommit } from '../domain/effects';
import { ApiError } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * "Worried about this person?" (DESIGN.md sections 3 and 5): a signed-in reader flags a thought
 * or comment as a possible crisis. It stays public and goes to the top of the review queue as
 * urgent; the reader's screen shows the help box and how to reply with care. Once per reader:
 * repeats answer 200 and change nothing.
 */
export const worriedRoutes = new Hono<AppEnv>();

for (const kind of ['thought', 'comment'] as const) {
  worriedRoutes.patch(
    `/${kind}s/:id/worried`,
    requireSession,
    validate('param', idParamSchema),
    validate('json', z.object({})),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const flagged = await flagWorried(c.var.db, { kind, id, userId: user.id, now: Date.now() });
      if (!flagged) {
        throw new ApiError(404, kind === 'thought' ? 'Thought not found' : 'Comment not found');
      }
      await afterCommit(c, `PATCH /api/${kind}s/:id/worried`, null);
      return c.json({ ok: true as const });
    },
  );
}
