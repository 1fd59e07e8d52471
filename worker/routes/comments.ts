import { Hono } from 'hono';
import {
  commentsQuerySchema,
  createCommentSchema,
  idParamSchema,
  type Comment,
  type HeldPost,
  type PostedComment,
} from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import {
  findCommentCursor,
  insertComment,
  lastCommentAt,
  listComments,
  type CommentRow,
} from '../db/comments';
import { findThoughtAuthor } from '../db/thoughts';
import type { Db } from '../db/client';
import { commentStatuses } from '../domain/comment-votes';
import { moderationModel } from '../domain/moderation/configured-model';
import { screenPost } from '../domain/publishable';
import { cachePublicly } from '../lib/cache';
import { roleOf, type Config } from '../lib/config';
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

/**
 * One thread's comments with the viewer's upvote status inline, from one status query for the
 * whole list; authors' staff badges from ADMIN_WALLETS as it is now.
 */
async function toComments(
  db: Db,
  config: Config,
  thoughtId: string,
  rows: CommentRow[],
  viewerId: string | null,
  now: number,
): Promise<Comment[]> {
  const statuses = await commentStatuses(db, thoughtId, rows, viewerId, now);
  return rows.map((row) => {
    const status = statuses.get(row.id);
    if (!status) throw new Error(`no status for comment ${row.id}`);
    return {
      id: row.id,
      content: row.content,
      createdAt: new Date(row.createdAt).toISOString(),
      thoughtId: row.thoughtId,
      userId: row.authorId,
      user: {
        presentationName: row.author.presentationName,
        ...roleOf(config, row.authorWallet),
      },
      isStaffPick: row.isStaffPick,
      isReported: row.isReported,
      ...status,
    };
  });
}

export const commentRoutes = new Hono<AppEnv>()
  .get(
    '/:id/comments',
    validate('param', idParamSchema),
    validate('query', commentsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { limit, after } = c.req.valid('query');
      await findVisibleThought(c.var.db, id);
      const cursor = after === undefined ? undefined : await findCommentCursor(c.var.db, id, after);
      // An unknown cursor is a client error, not an empty page: it would silently end paging.
      if (cursor === null) throw new ApiError(400, 'after: not a comment of this thought');
      const rows = await listComments(c.var.db, id, c.var.user?.id ?? null, {
        limit,
        after: cursor,
      });
      // Signed out, comments carry counts only; 10 s spares a busy thread's readers the
      // database, and a new comment purges the key.
      cachePublicly(c, 10);
      return c.json(
        await toComments(c.var.db, c.var.config, id, rows, c.var.user?.id ?? null, Date.now()),
      );
    },
  )

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
      const screening = await screenPost(input.content, moderationModel(c.var.config));

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
        author: { presentationName: user.presentationName },
        authorWallet: user.walletAddress,
        isStaffPick: false,
        isReported: false,
      };
      const stored = await insertComment(
        c.var.db,
        { ...row, ...screening },
        TIMINGS.commentIntervalMs,
      );
      if (!stored) {
        // Either the thought was hidden meanwhile or a simultaneous comment won the interval.
        await findVisibleThought(c.var.db, id);
        throw tooSoon(TIMINGS.commentIntervalMs, COMMENT_INTERVAL_MESSAGE);
      }
      if (screening.status === 'held') {
        return c.json({ held: true, crisis: screening.crisis } satisfies HeldPost, 202);
      }
      await purgePublicReads(c, { category: thought.category, thoughtId: id });
      const [comment] = await toComments(c.var.db, c.var.config, id, [row], user.id, now);
      if (!comment) throw new Error(`no view of comment ${row.id}`);
      return c.json({ ...comment, crisis: screening.crisis } satisfies PostedComment, 201);
    },
  );
