import { and, eq, inArray } from 'drizzle-orm';
import type { CommentStatus } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import { commentUpvotes, comments } from '../../schema/tables';
import type { Db } from './client';

type CommentCounts = { id: string; authorId: string; helpfulCount: number; funnyCount: number };

/**
 * The viewer's status for many comments in one query (no per-comment round trips): counts,
 * which types they already gave, and the 30 s cooldown after their last upvote on a comment.
 * Signed out (viewerId null): counts only, everything else false/0.
 */
export async function commentStatuses(
  db: Db,
  list: CommentCounts[],
  viewerId: string | null,
  now: number,
): Promise<Map<string, CommentStatus>> {
  const votes =
    viewerId === null || list.length === 0
      ? []
      : await db
          .select({
            commentId: commentUpvotes.commentId,
            type: commentUpvotes.type,
            createdAt: commentUpvotes.createdAt,
          })
          .from(commentUpvotes)
          .where(
            and(
              eq(commentUpvotes.userId, viewerId),
              inArray(
                commentUpvotes.commentId,
                list.map((c) => c.id),
              ),
            ),
          );

  const statuses = new Map<string, CommentStatus>();
  for (const comment of list) {
    const mine = votes.filter((v) => v.commentId === comment.id);
    const lastVote = Math.max(0, ...mine.map((v) => v.createdAt));
    const cooldownRemainingMs =
      lastVote === 0 ? 0 : Math.max(0, lastVote + TIMINGS.upvoteCooldownMs - now);
    const hasUpvotedHelpful = mine.some((v) => v.type === 'helpful');
    const hasUpvotedFunny = mine.some((v) => v.type === 'funny');
    statuses.set(comment.id, {
      helpfulCount: comment.helpfulCount,
      funnyCount: comment.funnyCount,
      hasUpvotedHelpful,
      hasUpvotedFunny,
      canUpvote:
        viewerId !== null &&
        viewerId !== comment.authorId &&
        !(hasUpvotedHelpful && hasUpvotedFunny),
      onCooldown: cooldownRemainingMs > 0,
      cooldownRemainingMs,
    });
  }
  return statuses;
}

/** One comment's counts and author, for status and upvote checks; null when unknown. */
export async function findCommentCounts(db: Db, commentId: string): Promise<CommentCounts | null> {
  const rows = await db
    .select({
      id: comments.id,
      authorId: comments.authorId,
      helpfulCount: comments.helpfulCount,
      funnyCount: comments.funnyCount,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return rows[0] ?? null;
}
