import { Hono, type MiddlewareHandler } from 'hono';
import type {
  CommentStatus,
  DailyLoginResponse,
  PointRulesResponse,
  UpvoteResponse,
  UserPoints,
} from '../../schema/api';
import { idParamSchema, staffPickRequestSchema, upvoteRequestSchema } from '../../schema/api';
import { DEFAULT_POINT_RULES } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { commentStatuses, findCommentCounts } from '../db/comment-status';
import type { Db } from '../db/client';
import { periodPointsOf } from '../db/leaderboard';
import { awardPoints } from '../db/points';
import { insertStaffPick } from '../db/staff-picks';
import { recordUpvote } from '../db/upvotes';
import { periodAt, utcDay } from '../domain/periods';
import { leaderboardStart } from '../lib/config';
import { neverStore } from '../lib/cache';
import { ApiError, tooSoon } from '../lib/errors';
import { requireUser } from '../lib/session';
import { validate } from '../lib/validate';

// Runs before body validation so a signed-out caller learns 401, not a 400 about its body.
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!requireUser(c).isAdmin) throw new ApiError(403, 'Admin access required');
  await next();
};

/** The competition period an award made at `now` counts toward, or null outside one. */
function periodNumberAt(env: Env, now: number): number | null {
  return periodAt(leaderboardStart(env), now)?.number ?? null;
}

async function requireComment(db: Db, commentId: string) {
  const comment = await findCommentCounts(db, commentId);
  if (!comment) throw new ApiError(404, 'Comment not found');
  return comment;
}

/** The reason a vote may not be cast now (409 same type, 429 cooldown), or nothing. */
function refuseVote(status: CommentStatus, type: 'helpful' | 'funny'): ApiError | null {
  const already = type === 'helpful' ? status.hasUpvotedHelpful : status.hasUpvotedFunny;
  if (already) return new ApiError(409, `Already upvoted as ${type}`);
  if (status.onCooldown) {
    return tooSoon(status.cooldownRemainingMs, 'Please wait before upvoting this comment again');
  }
  return null;
}

export const echoRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json<PointRulesResponse>({ pointRules: DEFAULT_POINT_RULES });
  })
  .get('/user-points', async (c) => {
    const user = requireUser(c);
    const period = periodNumberAt(c.env, Date.now());
    const periodPoints = period === null ? 0 : await periodPointsOf(c.var.db, user.id, period);
    neverStore(c);
    return c.json<UserPoints>({ totalPoints: user.echoPoints, periodPoints });
  })
  .get('/comment-status/:id', validate('param', idParamSchema), async (c) => {
    const comment = await requireComment(c.var.db, c.req.valid('param').id);
    const viewerId = c.var.user?.id ?? null;
    const statuses = await commentStatuses(c.var.db, [comment], viewerId, Date.now());
    const status = statuses.get(comment.id);
    if (!status) throw new ApiError(404, 'Comment not found');
    neverStore(c);
    return c.json<CommentStatus>(status);
  })
  .post('/upvote-comment', signedIn, validate('json', upvoteRequestSchema), async (c) => {
    const voter = requireUser(c);
    const { commentId, upvoteType } = c.req.valid('json');
    const db = c.var.db;
    const comment = await requireComment(db, commentId);
    if (comment.authorId === voter.id) throw new ApiError(403, 'Cannot upvote own comment');

    const now = Date.now();
    const before = (await commentStatuses(db, [comment], voter.id, now)).get(comment.id);
    const refusal = before && refuseVote(before, upvoteType);
    if (refusal) throw refusal;

    const rule = upvoteType === 'helpful' ? 'helpful_comment' : 'funny_comment';
    const result = await recordUpvote(
      db,
      { commentId, voterId: voter.id, type: upvoteType, now },
      {
        awardKey: `${rule}:${commentId}:${voter.id}`,
        userId: comment.authorId,
        rule,
        points: DEFAULT_POINT_RULES[rule],
        sourceUserId: voter.id,
        periodNumber: periodNumberAt(c.env, now),
        now,
      },
    );
    if (!result.inserted) {
      // Lost a race with the same voter's other request: answer as if it had come first.
      const after = (await commentStatuses(db, [comment], voter.id, now)).get(comment.id);
      throw (after && refuseVote(after, upvoteType)) ?? new ApiError(409, 'Already upvoted');
    }
    return c.json<UpvoteResponse>({ newCounts: { helpful: result.helpful, funny: result.funny } });
  })
  .post('/daily-login', async (c) => {
    const user = requireUser(c);
    const now = Date.now();
    const points = DEFAULT_POINT_RULES.daily_login;
    const awarded = await awardPoints(c.var.db, {
      awardKey: `daily_login:${user.id}:${utcDay(now)}`,
      userId: user.id,
      rule: 'daily_login',
      points,
      sourceUserId: null,
      periodNumber: periodNumberAt(c.env, now),
      now,
    });
    return c.json<DailyLoginResponse>({ awarded, points: awarded ? points : 0 });
  })
  .post('/staff-pick', adminOnly, validate('json', staffPickRequestSchema), async (c) => {
    const admin = requireUser(c);
    const { commentId, userId } = c.req.valid('json');
    const db = c.var.db;
    const comment = await requireComment(db, commentId);
    if (comment.authorId !== userId) {
      throw new ApiError(400, 'userId is not the author of this comment');
    }
    // An admin could otherwise pay themselves 20 points per comment they write.
    if (comment.authorId === admin.id) throw new ApiError(403, 'Cannot staff pick own comment');

    const now = Date.now();
    const picked = await insertStaffPick(
      db,
      { commentId, pickedBy: admin.id, now },
      {
        awardKey: `staff_pick:${commentId}`,
        userId: comment.authorId,
        rule: 'staff_pick',
        points: DEFAULT_POINT_RULES.staff_pick,
        // An admin's award is deliberate, not a vote: the per-voter cap does not apply.
        sourceUserId: null,
        periodNumber: periodNumberAt(c.env, now),
        now,
      },
    );
    if (!picked) throw new ApiError(409, 'Comment already staff picked');
    return c.json({ ok: true });
  });
