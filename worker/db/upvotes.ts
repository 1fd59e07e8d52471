import { and, eq, sql } from 'drizzle-orm';
import type { UpvoteType } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import { commentUpvotes, comments, thoughts, type ContentStatus } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';
import { awardSteps, type Award } from './points';

export type UpvoteResult = { inserted: boolean; helpful: number; funny: number };

/**
 * Records one upvote and bumps the comment's counter in one batch (a transaction). The row is
 * inserted only if this (comment, voter, type) is new and the voter has not upvoted this comment
 * within the cooldown; the counter moves only if that very insert happened (`changes()` of the
 * statement just before), so concurrent identical votes count once. The author's award rides in
 * the same transaction, granted only if this very vote row was inserted, so a vote can never be
 * counted but unpaid. Returns the counts after it.
 */
export async function recordUpvote(
  db: Db,
  vote: { commentId: string; voterId: string; type: UpvoteType; now: number },
  /** Null when the vote pays nothing (a too-young voter): it still counts on the comment. */
  award: Award | null,
): Promise<UpvoteResult> {
  const counter = sql.raw(vote.type === 'helpful' ? 'helpful_count' : 'funny_count');
  const cooldownStart = vote.now - TIMINGS.upvoteCooldownMs;
  const results = await runBatch(db, {
    vote: sql`INSERT OR IGNORE INTO comment_upvotes (comment_id, user_id, type, created_at)
      SELECT ${vote.commentId}, ${vote.voterId}, ${vote.type}, ${vote.now}
      WHERE NOT EXISTS (SELECT 1 FROM comment_upvotes
        WHERE comment_id = ${vote.commentId} AND user_id = ${vote.voterId}
          AND created_at > ${cooldownStart})`,
    counted: sql`UPDATE comments SET ${counter} = ${counter} + 1
      WHERE id = ${vote.commentId} AND changes() = 1`,
    // changes() here is the UPDATE's: 1 exactly when the vote was inserted and counted.
    counts: sql`SELECT helpful_count AS helpful, funny_count AS funny, changes() AS inserted
      FROM comments WHERE id = ${vote.commentId}`,
    ...(award
      ? awardSteps(
          award,
          sql`EXISTS (SELECT 1 FROM comment_upvotes WHERE comment_id = ${vote.commentId}
            AND user_id = ${vote.voterId} AND type = ${vote.type} AND created_at = ${vote.now})`,
        )
      : {}),
  });
  const row = results.counts[0];
  return {
    inserted: row?.inserted === 1,
    helpful: Number(row?.helpful ?? 0),
    funny: Number(row?.funny ?? 0),
  };
}

export type CommentCounts = {
  id: string;
  authorId: string;
  helpfulCount: number;
  funnyCount: number;
};

/** A comment's counts, author, visibility and place: what votes, reports and picks check. */
export type CommentFacts = CommentCounts & {
  status: ContentStatus;
  thoughtId: string;
  /** Its thought's status: a visible comment under a hidden thought is seen by no reader. */
  thoughtStatus: ContentStatus;
  category: string;
};

/** One comment's facts, for status, upvote, report and pick checks; null when unknown. */
export async function findCommentCounts(db: Db, commentId: string): Promise<CommentFacts | null> {
  const rows = await db
    .select({
      id: comments.id,
      authorId: comments.authorId,
      helpfulCount: comments.helpfulCount,
      funnyCount: comments.funnyCount,
      status: comments.status,
      thoughtId: comments.thoughtId,
      thoughtStatus: thoughts.status,
      category: thoughts.category,
    })
    .from(comments)
    .innerJoin(thoughts, eq(thoughts.id, comments.thoughtId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return rows[0] ?? null;
}

export type ViewerUpvote = { commentId: string; type: UpvoteType; createdAt: number };

function selectViewerUpvotes(db: Db) {
  return db
    .select({
      commentId: commentUpvotes.commentId,
      type: commentUpvotes.type,
      createdAt: commentUpvotes.createdAt,
    })
    .from(commentUpvotes);
}

/**
 * The viewer's upvotes on one thread's comments, in one query with a fixed number of parameters
 * (a join on the thread, never an id list: D1 binds at most 100 parameters a query).
 */
export async function viewerUpvotesOnThought(
  db: Db,
  thoughtId: string,
  viewerId: string,
): Promise<ViewerUpvote[]> {
  return selectViewerUpvotes(db)
    .innerJoin(comments, eq(comments.id, commentUpvotes.commentId))
    .where(and(eq(commentUpvotes.userId, viewerId), eq(comments.thoughtId, thoughtId)));
}

/** The viewer's upvotes on one comment. */
export async function viewerUpvotesOnComment(
  db: Db,
  commentId: string,
  viewerId: string,
): Promise<ViewerUpvote[]> {
  return selectViewerUpvotes(db).where(
    and(eq(commentUpvotes.userId, viewerId), eq(commentUpvotes.commentId, commentId)),
  );
}
