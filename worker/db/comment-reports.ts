import { sql } from 'drizzle-orm';
import { runBatch } from './batch';
import type { Db } from './client';

/**
 * Records one report per user on a comment, in one batch: the report row (counted or not), the
 * counter (only for a new counted row), hiding at the threshold, and only on that hiding
 * transition the parent thought's comment count, so lists and counters agree.
 */
export async function reportComment(
  db: Db,
  args: {
    commentId: string;
    userId: string;
    reason: string | null;
    counted: boolean;
    now: number;
    hideAt: number;
  },
): Promise<{ hidden: boolean }> {
  const { hide } = await runBatch(db, {
    report: sql`INSERT OR IGNORE INTO comment_reports (comment_id, user_id, reason, counted, created_at)
      VALUES (${args.commentId}, ${args.userId}, ${args.reason}, ${args.counted ? 1 : 0},
              ${args.now})`,
    countIt: sql`UPDATE comments SET reports = reports + 1
      WHERE id = ${args.commentId} AND changes() = 1 AND ${args.counted ? 1 : 0} = 1`,
    hide: sql`UPDATE comments SET status = 'hidden'
      WHERE id = ${args.commentId} AND status = 'visible' AND reports >= ${args.hideAt}
      RETURNING id`,
    // Only on the hiding transition just above.
    thoughtCount: sql`UPDATE thoughts SET comments = comments - 1
      WHERE id = (SELECT thought_id FROM comments WHERE id = ${args.commentId})
        AND changes() = 1`,
  });
  return { hidden: hide.length === 1 };
}
