import { auditTarget } from '../../schema/audit-entry';
import { Hono } from 'hono';
import { MONEY_ROLES } from '../../schema/constants';
import { staffPickRequestSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { insertStaffPick } from '../db/staff-picks';
import { staffPickAward } from '../domain/awards';
import { requireVisibleComment } from '../domain/comment-votes';
import { afterCommit } from '../domain/effects';
import { ApiError, tooSoon } from '../lib/errors';
import { requireRole } from '../lib/roles';
import { requireUser } from '../lib/session';
import { startOfUtcDay } from '../lib/time';
import { validate } from '../lib/validate';

// Picks pay 20 points each: a bounded number a day keeps one picker from minting a winner.
const PICKS_PER_PICKER_PER_DAY = 10;
const DAY_MS = 24 * 3600_000;

/**
 * Staff picks: an admin or dev marks a visible comment and its author earns the staff-pick points
 * once. A `mod` moderates content but does not hand out points (403).
 */
export const staffPickRoutes = new Hono<AppEnv>().post(
  '/staff-pick',
  requireRole(...MONEY_ROLES),
  validate('json', staffPickRequestSchema),
  async (c) => {
    const picker = requireUser(c);
    const { commentId, userId } = c.req.valid('json');
    // Only what readers can see may be picked: a hidden, held or removed comment, or one of a
    // thought readers cannot see, is as unknown.
    const comment = await requireVisibleComment(c.var.db, commentId);
    if (comment.authorId !== userId) {
      throw new ApiError(400, 'userId is not the author of this comment');
    }
    // An admin could otherwise pay themselves 20 points per comment they write.
    if (comment.authorId === picker.id) throw new ApiError(403, 'Cannot staff pick own comment');

    const now = Date.now();
    const dayStart = startOfUtcDay(now);
    const refusal = await insertStaffPick(
      c.var.db,
      { commentId, pickedBy: picker.id, now, dayStart, dailyLimit: PICKS_PER_PICKER_PER_DAY },
      staffPickAward(comment, { leaderboardStart: c.var.config.LEADERBOARD_START, now }),
      {
        actorId: picker.id,
        actorName: picker.presentationName,
        at: now,
        action: 'staff_pick',
        target: auditTarget({ kind: 'comment', id: commentId }),
        note: null,
      },
    );
    if (refusal === 'already-picked') throw new ApiError(409, 'Comment already staff picked');
    if (refusal === 'daily-limit') {
      throw tooSoon(
        dayStart + DAY_MS - now,
        `You can award ${PICKS_PER_PICKER_PER_DAY} staff picks a day. Please try again tomorrow.`,
      );
    }
    await afterCommit(c, 'POST /api/echo/staff-pick', {
      category: comment.category,
      thoughtId: comment.thoughtId,
    });
    return c.json({ ok: true });
  },
);
