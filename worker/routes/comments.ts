import { Hono } from 'hono';
import { createCommentSchema, idParamSchema, type Comment } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { insertComment, lastCommentAt, listComments, type CommentRow } from '../db/comments';
import { findThoughtAuthor } from '../db/thoughts';
import type { Db } from '../db/client';
import { commentStatuses } from '../domain/comment-votes';
import { assertPublishable } from '../domain/publishable';
import { cachePublicly } from '../lib/cache';
import { purgePublicReads } from '../lib/edge-cache';
import { ApiError, tooSoon } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

const COMMENT_INTERVAL_MESSAGE = 'You can post one comment every 30 seconds. Please wait a moment.';

async function findVisibleThought(db: Db, thoughtId: string): Promise<{ category: string }> {
  const thought = await findThoughtAuthor(db, thoughtId);
  if (!thought || thought.status !== 'visible') throw new ApiError(404, 'Thought not found');
  return thought;
}

/** Comments with the viewer's upvote status inline, from one status query for the whole list. */
async function toComments(
  db: Db,
  rows: CommentRow[],
  viewerId: string | null,
  now: number,
): Promise<Comment[]> {
  const statuses = await commentStatuses(db, rows, viewerId, now);
  return rows.map((row) => {
    const status = statuses.get(row.id);
    if (!status) throw new Error(`no status for comment ${row.id}`);
    return {
      id: row.id,
      content: row.content,
      createdAt: new Date(row.createdAt).toISOString(),
      thoughtId: row.thoughtId,
      userId: row.authorId,
      user: row.author,
      isStaffPick: row.isStaffPick,
      ...status,
    };
  });
}

export const commentRoutes = new Hono<AppEnv>()
  .get('/:id/comments', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await findVisibleThought(c.var.db, id);
    const rows = await listComments(c.var.db, id);
    // Signed out, comments carry counts only; 10 s spares a busy thread's readers the database,
    // and a new comment purges the key.
    cachePublicly(c, 10);
    return c.json(await toComments(c.var.db, rows, c.var.user?.id ?? null, Date.now()));
  })

  .post(
    '/:id/comments',
    requireSession,
    validate('param', idParamSchema),
    validate('json', createCommentSchema),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      if (input.thoughtId !== undefined && input.thoughtId !== id) {
        throw new ApiError(400, 'thoughtId: does not match the thought in the URL');
      }
      const thought = await findVisibleThought(c.var.db, id);
      assertPublishable(input.content);

      const now = Date.now();
      const last = await lastCommentAt(c.var.db, user.id);
      if (last !== null && now - last < TIMINGS.commentIntervalMs) {
        throw tooSoon(last + TIMINGS.commentIntervalMs - now, COMMENT_INTERVAL_MESSAGE);
      }
      const row: CommentRow = {
        id: crypto.randomUUID(),
        thoughtId: id,
        authorId: user.id,
        content: input.content,
        helpfulCount: 0,
        funnyCount: 0,
        createdAt: now,
        author: {
          presentationName: user.presentationName,
          isAdmin: user.isAdmin,
          adminRole: user.adminRole,
        },
        isStaffPick: false,
      };
      const stored = await insertComment(c.var.db, row, TIMINGS.commentIntervalMs);
      if (!stored) {
        // Either the thought was hidden meanwhile or a simultaneous comment won the interval.
        await findVisibleThought(c.var.db, id);
        throw tooSoon(TIMINGS.commentIntervalMs, COMMENT_INTERVAL_MESSAGE);
      }
      await purgePublicReads(c, { category: thought.category, thoughtId: id });
      const [comment] = await toComments(c.var.db, [row], user.id, now);
      return c.json(comment, 201);
    },
  );
