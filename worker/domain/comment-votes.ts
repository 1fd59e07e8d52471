import type { CommentStatus, UpvoteType } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import type { Db } from '../db/client';
import {
  findCommentCounts,
  viewerUpvotesOnComment,
  viewerUpvotesOnThought,
  type CommentCounts,
  type CommentFacts,
  type ViewerUpvote,
} from '../db/upvotes';
import { ApiError, tooSoon } from '../lib/errors';

/**
 * Whether readers see the comment: it is visible and so is its thought. A thought hidden by
 * reports, held or removed takes its thread with it (its comments answer 404), so its comments
 * are as unknown to votes and picks, which would otherwise pay points for what nobody can read.
 */
const readersSee = (comment: CommentFacts): boolean =>
  comment.status === 'visible' && comment.thoughtStatus === 'visible';

/** The comment's facts when readers see it (readersSee); 404 otherwise, as if it were unknown. */
export async function requireVisibleComment(db: Db, commentId: string): Promise<CommentFacts> {
  const comment = await findCommentCounts(db, commentId);
  if (!comment || !readersSee(comment)) throw new ApiError(404, 'Comment not found');
  return comment;
}

/**
 * One comment's status for a viewer: counts, which types they already gave, and the 30 s
 * cooldown after their last upvote on it. Signed out (viewerId null): counts only.
 */
function statusOf(
  comment: CommentCounts,
  votes: ViewerUpvote[],
  viewerId: string | null,
  now: number,
): CommentStatus {
  const lastVote = Math.max(0, ...votes.map((v) => v.createdAt));
  const cooldownRemainingMs =
    lastVote === 0 ? 0 : Math.max(0, lastVote + TIMINGS.upvoteCooldownMs - now);
  const hasUpvotedHelpful = votes.some((v) => v.type === 'helpful');
  const hasUpvotedFunny = votes.some((v) => v.type === 'funny');
  return {
    helpfulCount: comment.helpfulCount,
    funnyCount: comment.funnyCount,
    hasUpvotedHelpful,
    hasUpvotedFunny,
    canUpvote:
      viewerId !== null && viewerId !== comment.authorId && !(hasUpvotedHelpful && hasUpvotedFunny),
    onCooldown: cooldownRemainingMs > 0,
    cooldownRemainingMs,
  };
}

/**
 * The viewer's status for many comments of one thread from one query (no per-comment round
 * trips, and no parameter per comment).
 */
export async function commentStatuses(
  db: Db,
  thoughtId: string,
  list: CommentCounts[],
  viewerId: string | null,
  now: number,
): Promise<Map<string, CommentStatus>> {
  const votes = viewerId === null ? [] : await viewerUpvotesOnThought(db, thoughtId, viewerId);
  return new Map(
    list.map((comment) => [
      comment.id,
      statusOf(
        comment,
        votes.filter((v) => v.commentId === comment.id),
        viewerId,
        now,
      ),
    ]),
  );
}

/** The viewer's status for one comment. */
export async function commentStatus(
  db: Db,
  comment: CommentCounts,
  viewerId: string | null,
  now: number,
): Promise<CommentStatus> {
  const votes = viewerId === null ? [] : await viewerUpvotesOnComment(db, comment.id, viewerId);
  return statusOf(comment, votes, viewerId, now);
}

/** Why a vote may not be cast now (409 same type, 429 cooldown), or null when it may. */
export function voteRefusal(status: CommentStatus, type: UpvoteType): ApiError | null {
  const already = type === 'helpful' ? status.hasUpvotedHelpful : status.hasUpvotedFunny;
  if (already) return new ApiError(409, `Already upvoted as ${type}`);
  if (status.onCooldown) {
    return tooSoon(status.cooldownRemainingMs, 'Please wait before upvoting this comment again');
  }
  return null;
}
