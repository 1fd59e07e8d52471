import { DEFAULT_POINT_RULES, type PointRule } from '../../schema/constants';
import type { Award } from '../db/points';
import { utcDay } from '../lib/time';
import { periodNumberAt } from './periods';

/** When an award is made, and the configured start that decides the period it counts toward. */
export type AwardMoment = { leaderboardStart: number | null; now: number };

/**
 * A like's award is private for good (docs/decisions/015): were any public figure to move with it,
 * even at the period's close, liking a thought and watching whose total rises would unmask the
 * anonymous author. It counts in the author's own figures only.
 */
const PRIVATE_FOR_GOOD: ReadonlySet<PointRule> = new Set(['upvote_received']);

function award(
  rule: PointRule,
  who: { awardKey: string; userId: string; sourceUserId: string | null },
  moment: AwardMoment,
): Award {
  return {
    ...who,
    rule,
    points: DEFAULT_POINT_RULES[rule],
    periodNumber: periodNumberAt(moment.leaderboardStart, moment.now),
    isPublic: !PRIVATE_FOR_GOOD.has(rule),
    now: moment.now,
  };
}

/**
 * The thought author's award for a like: once per (thought, liker) for good, since the key stays
 * taken after an unlike. Liking your own thought awards nothing (null).
 */
export function likeAward(
  thought: { id: string; authorId: string },
  likerId: string,
  moment: AwardMoment,
): Award | null {
  if (thought.authorId === likerId) return null;
  return award(
    'upvote_received',
    {
      awardKey: `upvote_received:${thought.id}:${likerId}`,
      userId: thought.authorId,
      sourceUserId: likerId,
    },
    moment,
  );
}

/** The comment author's award for one distinct helpful or funny upvote. */
export function commentUpvoteAward(
  comment: { id: string; authorId: string },
  voterId: string,
  type: 'helpful' | 'funny',
  moment: AwardMoment,
): Award {
  const rule = type === 'helpful' ? 'helpful_comment' : 'funny_comment';
  return award(
    rule,
    {
      awardKey: `${rule}:${comment.id}:${voterId}`,
      userId: comment.authorId,
      sourceUserId: voterId,
    },
    moment,
  );
}

/**
 * The comment author's award for a staff pick, once per comment. A staff decision is
 * deliberate, not a vote: no source user, so the per-voter daily cap does not apply.
 */
export function staffPickAward(
  comment: { id: string; authorId: string },
  moment: AwardMoment,
): Award {
  return award(
    'staff_pick',
    { awardKey: `staff_pick:${comment.id}`, userId: comment.authorId, sourceUserId: null },
    moment,
  );
}

/** The daily-login point, once per user and UTC day. */
export function dailyLoginAward(userId: string, moment: AwardMoment): Award {
  return award(
    'daily_login',
    { awardKey: `daily_login:${userId}:${utcDay(moment.now)}`, userId, sourceUserId: null },
    moment,
  );
}
