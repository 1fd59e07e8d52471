// Deleting an account (docs/decisions/013-account-deletion.md): everything the person wrote or
// did goes, every counter it touched moves back, and the user row stays only as a tombstone
// that the points ledger and prize records still point to.
import { sql } from 'drizzle-orm';
import { runBatch } from './batch';
import type { Db } from './client';

/** The name a deleted account's tombstone carries wherever a payout record shows it. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * One batch (a transaction). Counters on other people's content lose this user's likes,
 * upvotes, counted reports and visible comments; category counts lose their visible thoughts.
 * Then their votes, reports, comments, thoughts (with the comments under them, by cascade),
 * images, sessions, sign-in nonces and period totals are deleted, so they leave the live
 * leaderboard and cannot win. The user row is blanked to a tombstone: no name, and the wallet
 * only if it won a prize (payout audit needs it). Returns the image keys for R2.
 */
export async function deleteAccount(
  db: Db,
  args: { userId: string; walletAddress: string; now: number },
): Promise<{ imageKeys: string[] }> {
  const user = args.userId;
  const { deleteImages } = await runBatch(db, {
    unlike: sql`UPDATE thoughts SET likes = likes - 1
      WHERE id IN (SELECT thought_id FROM thought_likes WHERE user_id = ${user})`,
    unvote: sql`UPDATE comments SET
        helpful_count = helpful_count - (SELECT count(*) FROM comment_upvotes
          WHERE comment_id = comments.id AND user_id = ${user} AND type = 'helpful'),
        funny_count = funny_count - (SELECT count(*) FROM comment_upvotes
          WHERE comment_id = comments.id AND user_id = ${user} AND type = 'funny')
      WHERE id IN (SELECT comment_id FROM comment_upvotes WHERE user_id = ${user})`,
    unreportThoughts: sql`UPDATE thoughts SET reports = reports - 1
      WHERE id IN (SELECT thought_id FROM thought_reports WHERE user_id = ${user} AND counted = 1)`,
    unreportComments: sql`UPDATE comments SET reports = reports - 1
      WHERE id IN (SELECT comment_id FROM comment_reports WHERE user_id = ${user} AND counted = 1)`,
    uncomment: sql`UPDATE thoughts SET comments = comments - (SELECT count(*) FROM comments
        WHERE comments.thought_id = thoughts.id AND comments.author_id = ${user}
          AND comments.status = 'visible')
      WHERE id IN (SELECT thought_id FROM comments
        WHERE author_id = ${user} AND status = 'visible')`,
    uncount: sql`UPDATE category_counters SET visible_count = visible_count - (SELECT count(*)
        FROM thoughts WHERE author_id = ${user} AND status = 'visible'
          AND thoughts.category = category_counters.category)`,
    deleteLikes: sql`DELETE FROM thought_likes WHERE user_id = ${user}`,
    deleteUpvotes: sql`DELETE FROM comment_upvotes WHERE user_id = ${user}`,
    deleteThoughtReports: sql`DELETE FROM thought_reports WHERE user_id = ${user}`,
    deleteCommentReports: sql`DELETE FROM comment_reports WHERE user_id = ${user}`,
    deleteComments: sql`DELETE FROM comments WHERE author_id = ${user}`,
    deleteThoughts: sql`DELETE FROM thoughts WHERE author_id = ${user}`,
    deleteImages: sql`DELETE FROM images WHERE owner_id = ${user} RETURNING key`,
    deleteSessions: sql`DELETE FROM sessions WHERE user_id = ${user}`,
    deleteNonces: sql`DELETE FROM auth_nonces WHERE wallet_address = ${args.walletAddress}`,
    deletePeriodTotals: sql`DELETE FROM period_points WHERE user_id = ${user}`,
    tombstone: sql`UPDATE users SET
        presentation_name = ${DELETED_USER_NAME},
        name_key = 'deleted:' || id,
        wallet_address = CASE WHEN EXISTS (SELECT 1 FROM period_winners WHERE user_id = users.id)
          THEN wallet_address ELSE 'deleted:' || id END,
        suspended_until = NULL, deleted_at = ${args.now}
      WHERE id = ${user}`,
  });
  return { imageKeys: deleteImages.map((row) => String(row.key)) };
}
