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
  listComments,
  otherCommenterNames,
  type CommentRow,
} from '../db/comments';
import { findThoughtAuthor } from '../db/thoughts';
import type { Db } from '../db/client';
import { publicComment, toComment } from '../domain/api-json';
import { commentStatuses } from '../domain/comment-votes';
import { afterCommit } from '../domain/effects';
import { mayAddressSomeone } from '../domain/moderation/addressed-names';
import { moderationModel } from '../domain/moderation/configured-model';
import { screenPost } from '../domain/publishable';
import { cachePublicly } from '../lib/cache';
import { roleOf, type Config } from '../lib/config';
import { ApiError, tooSoon } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

const COMMENT_INTERVAL_MESSAGE = 'You can post one comment every 30 seconds. Please wait a moment.';

const thoughtNotFound = () => new ApiError(404, 'Thought not found');

async function assertVisibleThought(db: Db, thoughtId: string): Promise<void> {
  const thought = await findThoughtAuthor(db, thoughtId);
  if (!thought || thought.status !== 'visible') throw thoughtNotFound();
}

/**
 * One thread's comments with the viewer's upvote status inline, from one status query for the
 * whole list; authors' staff badges from ADMIN_WALLETS as it is now.
 */
async function commentsFor(
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
    return toComment(row, status, roleOf(config, row.authorWallet));
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
      await assertVisibleThought(c.var.db, id);
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
        await commentsFor(c.var.db, c.var.config, id, rows, c.var.user?.id ?? null, Date.now()),
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
      // "@sam …" replies to someone in the thread by their Echo name: not a handle.
      const addressedNames = mayAddressSomeone(input.content)
        ? await otherCommenterNames(c.var.db, id, user.id)
        : [];
      const screening = await screenPost(
        input.content,
        moderationModel(c.var.config),
        addressedNames,
      );
      const now = Date.now();
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
      const outcome = await insertComment(
        c.var.db,
        { ...row, ...screening },
        TIMINGS.commentIntervalMs,
      );
      if (outcome.refused === 'thought') throw thoughtNotFound();
      if (outcome.refused === 'interval') {
        throw tooSoon(
          outcome.lastPostAt + TIMINGS.commentIntervalMs - now,
          COMMENT_INTERVAL_MESSAGE,
        );
      }
      if (outcome.counts === null) {
        await afterCommit(c, 'POST /api/thoughts/:id/comments', {
          category: outcome.category,
          thoughtId: id,
          published: false,
        });
        return c.json({ held: true, crisis: screening.crisis } satisfies HeldPost, 202);
      }
      const [comment] = await commentsFor(c.var.db, c.var.config, id, [row], user.id, now);
      if (!comment) throw new Error(`no view of comment ${row.id}`);
      await afterCommit(c, 'POST /api/thoughts/:id/comments', {
        category: outcome.category,
        thoughtId: id,
        published: true,
        comment: publicComment(row, roleOf(c.var.config, row.authorWallet)),
        counts: outcome.counts,
        replierId: user.id,
      });
      return c.json({ ...comment, crisis: screening.crisis } satisfies PostedComment, 201);
    },
  );
