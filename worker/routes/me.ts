import { Hono } from 'hono';
import { idParamSchema, myThoughtsQuerySchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { findOwnThought, listOwnThoughts, markThoughtSeen } from '../db/my-thoughts';
import { listJoinedThreads, markJoinedThreadSeen } from '../db/joined-threads';
import { rearmReplyNotifications } from '../db/reply-notifications';
import { toJoinedThread, toMyThought } from '../domain/api-json';
import { afterCommit } from '../domain/effects';
import { neverStore } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/** The signed-in person's private view of their own thoughts (My Echo). */
export const meRoutes = new Hono<AppEnv>()
  // Private to one person: no cache may keep any answer, errors included.
  .use('*', async (c, next) => {
    neverStore(c);
    await next();
  })

  .get('/thoughts', requireSession, validate('query', myThoughtsQuerySchema), async (c) => {
    const user = requireUser(c);
    const { limit, before } = c.req.valid('query');
    const cursor =
      before === undefined ? undefined : await findOwnThought(c.var.db, user.id, before);
    // Someone else's id is as unknown here as a made-up one.
    if (cursor === null) throw new ApiError(400, 'before: unknown thought id');
    const rows = await listOwnThoughts(c.var.db, { authorId: user.id, limit, before: cursor });
    return c.json(rows.map(toMyThought));
  })

  // One of the person's own thoughts, however old: the reply box asks whether the thought under
  // it is theirs (docs/decisions/083). Someone else's is as unknown as a made-up id.
  .get('/thoughts/:id', requireSession, validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const [row] = await listOwnThoughts(c.var.db, { authorId: user.id, limit: 1, id });
    if (!row) throw new ApiError(404, 'Thought not found');
    return c.json(toMyThought(row));
  })

  .post('/thoughts/:id/seen', requireSession, validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const seen = await markThoughtSeen(c.var.db, {
      thoughtId: id,
      authorId: user.id,
      now: Date.now(),
    });
    if (!seen) throw new ApiError(404, 'Thought not found');
    await afterCommit(c, 'POST /api/me/thoughts/:id/seen', null);
    return c.json({ ok: true as const });
  })

  // Threads the person commented in (not their own thoughts) that have replies they have not
  // seen: what a reply notification points to (docs/decisions/024).
  .get('/threads', requireSession, async (c) => {
    const user = requireUser(c);
    const rows = await listJoinedThreads(c.var.db, user.id);
    return c.json(rows.map(toJoinedThread));
  })

  .post('/threads/:id/seen', requireSession, validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const seen = await markJoinedThreadSeen(c.var.db, {
      userId: user.id,
      thoughtId: id,
      now: Date.now(),
    });
    if (!seen) throw new ApiError(404, 'Thought not found');
    await afterCommit(c, 'POST /api/me/threads/:id/seen', null);
    return c.json({ ok: true as const });
  })

  // The person has opened My Echo: every thread may send them one notification again.
  .post('/opened', requireSession, async (c) => {
    const user = requireUser(c);
    await rearmReplyNotifications(c.var.db, user.id);
    await afterCommit(c, 'POST /api/me/opened', null);
    return c.json({ ok: true as const });
  });
