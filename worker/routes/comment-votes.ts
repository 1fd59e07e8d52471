import { Hono } from 'hono';
import type { CommentStatus, UpvoteResponse } from '../../schema/api';
import { idParamSchema, upvoteRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { afterCommit } from '../domain/effects';
import { recordUpvote } from '../db/upvotes';
import { commentUpvoteAward } from '../domain/awards';
import { isSeasonedVoter } from '../domain/seasoned-voter';
import { commentStatus, requireVisibleComment, voteRefusal } from '../domain/comment-votes';
import { neverStore } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/** Helpful and funny upvotes on comments, and each viewer's status for them. */
export const commentVoteRoutes = new Hono<AppEnv>()
  .get('/comment-status/:id', validate('param', idParamSchema), async (c) => {
    const comment = await requireVisibleComment(c.var.db, c.req.valid('param').id);
    const status = await commentStatus(c.var.db, comment, c.var.user?.id ?? null, Date.now());
    neverStore(c);
    return c.json<CommentStatus>(status);
  })
  .post('/upvote-comment', requireSession, validate('json', upvoteRequestSchema), async (c) => {
    const voter = requireUser(c);
    const { commentId, upvoteType } = c.req.valid('json');
    const db = c.var.db;
    const comment = await requireVisibleComment(db, commentId);
    if (comment.authorId === voter.id) throw new ApiError(403, 'Cannot upvote own comment');

    const now = Date.now();
    const refusal = voteRefusal(await commentStatus(db, comment, voter.id, now), upvoteType);
    if (refusal) throw refusal;

    const result = await recordUpvote(
      db,
      { commentId, voterId: voter.id, type: upvoteType, now },
      isSeasonedVoter(voter, c.var.config, now)
        ? commentUpvoteAward(comment, voter.id, upvoteType, {
            leaderboardStart: c.var.config.LEADERBOARD_START,
            now,
          })
        : null,
    );
    if (!result.inserted) {
      // Lost a race with the same voter's other request: answer as if it had come first.
      const after = await commentStatus(db, comment, voter.id, now);
      throw voteRefusal(after, upvoteType) ?? new ApiError(409, 'Already upvoted');
    }
    await afterCommit(c, 'POST /api/echo/upvote-comment', {
      thoughtId: comment.thoughtId,
      commentId,
      helpfulCount: result.helpful,
      funnyCount: result.funny,
    });
    return c.json<UpvoteResponse>({ newCounts: { helpful: result.helpful, funny: result.funny } });
  });
