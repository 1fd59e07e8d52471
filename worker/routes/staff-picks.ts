import { Hono } from 'hono';
import { staffPickRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { insertStaffPick } from '../db/staff-picks';
import { findCommentCounts } from '../db/upvotes';
import { staffPickAward } from '../domain/awards';
import { ApiError } from '../lib/errors';
import { requireRole } from '../lib/roles';
import { requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/** Staff picks: an admin marks a comment and its author earns the staff-pick points once. */
export const staffPickRoutes = new Hono<AppEnv>().post(
  '/staff-pick',
  requireRole(),
  validate('json', staffPickRequestSchema),
  async (c) => {
    const admin = requireUser(c);
    const { commentId, userId } = c.req.valid('json');
    const db = c.var.db;
    const comment = await findCommentCounts(db, commentId);
    if (!comment) throw new ApiError(404, 'Comment not found');
    if (comment.authorId !== userId) {
      throw new ApiError(400, 'userId is not the author of this comment');
    }
    // An admin could otherwise pay themselves 20 points per comment they write.
    if (comment.authorId === admin.id) throw new ApiError(403, 'Cannot staff pick own comment');

    const now = Date.now();
    const picked = await insertStaffPick(
      db,
      { commentId, pickedBy: admin.id, now },
      staffPickAward(comment, { leaderboardStart: c.var.config.LEADERBOARD_START, now }),
    );
    if (!picked) throw new ApiError(409, 'Comment already staff picked');
    return c.json({ ok: true });
  },
);
