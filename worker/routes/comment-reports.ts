import { Hono } from 'hono';
import { idParamSchema, reportRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { reportComment } from '../db/comment-reports';
import { findCommentCounts } from '../db/upvotes';
import { afterCommit } from '../domain/effects';
import { isSeasonedVoter } from '../domain/seasoned-voter';
import { ApiError } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

export const commentReportRoutes = new Hono<AppEnv>().patch(
  '/:id/report',
  requireSession,
  validate('param', idParamSchema),
  validate('json', reportRequestSchema),
  async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const comment = await findCommentCounts(c.var.db, id);
    if (!comment) throw new ApiError(404, 'Comment not found');
    const now = Date.now();
    // Reporting again is a no-op answered 200 (the UI may retry). Reports by accounts too young
    // to count are kept for the moderators but cannot hide anything: a sybil swarm of fresh
    // wallets must not silence a comment.
    const { hidden } = await reportComment(c.var.db, {
      commentId: id,
      userId: user.id,
      reason: reason || null,
      counted: isSeasonedVoter(user, c.var.config, now),
      now,
      hideAt: c.var.config.REPORT_HIDE_THRESHOLD,
    });
    await afterCommit(c, 'PATCH /api/comments/:id/report', {
      category: comment.category,
      thoughtId: comment.thoughtId,
      commentId: id,
      hidden,
    });
    return c.json({ isReported: true as const });
  },
);
