// Deleting an account (docs/decisions/013), in two moments that never coincide: at once, the
// person's thoughts, images, votes, sessions and period totals; at a random moment within the
// next 24 hours (the cron's sweep), their comments turn into 'Deleted user' with the text
// removed. A thought vanishing and a named comment changing at the same instant would tie the
// anonymous thought to the name: so nothing a named comment shows changes at the first moment,
// its staff badge included (docs/decisions/083). The user row stays only as a tombstone that the
// points ledger and prize records still point to.
import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import { users } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';
import { keepPosition } from './deleted-positions';

/** The name a deleted account's tombstone carries wherever its comments or a payout show it. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * The first moment, one batch (a transaction). Counters on other people's content lose this
 * user's likes, upvotes and counted reports; category counts lose their visible thoughts. Then
 * their votes, reports, thoughts (with the comments under them, by cascade), images, sessions,
 * sign-in nonces and period totals are deleted, so they leave the live leaderboard and cannot
 * win. Their comments elsewhere stay as they are until `commentsSweepAt`: votes on them still
 * count but pay nothing (the ledger refuses awards to a deleted account). The name and the wallet
 * stay until the sweep: a comment's staff badge is read from the wallet (roleOf), and must not
 * drop when the thoughts go. The wallet blocks no one meanwhile: uniqueness holds among live
 * accounts only, so it may sign in again at once, as a new account.
 * Returns the image keys for R2 and the public thoughts that went (for cache purges).
 */
export async function deleteAccount(
  db: Db,
  args: { userId: string; walletAddress: string; now: number; commentsSweepAt: number },
): Promise<{ imageKeys: string[]; thoughts: { id: string; category: string }[] }> {
  const user = args.userId;
  const { deleteImages, deleteThoughts } = await runBatch(db, {
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
    uncount: sql`UPDATE category_counters SET visible_count = visible_count - (SELECT count(*)
        FROM thoughts WHERE author_id = ${user} AND status = 'visible'
          AND thoughts.category = category_counters.category)`,
    deleteLikes: sql`DELETE FROM thought_likes WHERE user_id = ${user}`,
    deleteUpvotes: sql`DELETE FROM comment_upvotes WHERE user_id = ${user}`,
    deleteThoughtReports: sql`DELETE FROM thought_reports WHERE user_id = ${user}`,
    deleteCommentReports: sql`DELETE FROM comment_reports WHERE user_id = ${user}`,
    thoughtPositions: keepPosition(
      'thought',
      sql`SELECT id, id, created_at FROM thoughts WHERE author_id = ${user}`,
      args.now,
    ),
    deleteThoughts: sql`DELETE FROM thoughts WHERE author_id = ${user}
      RETURNING id, category, status`,
    deleteImages: sql`DELETE FROM images WHERE owner_id = ${user} RETURNING key`,
    deleteSessions: sql`DELETE FROM sessions WHERE user_id = ${user}`,
    // No notification may reach a device of a deleted account, nor any of its threads be listed.
    deletePushSubscriptions: sql`DELETE FROM push_subscriptions WHERE user_id = ${user}`,
    deleteReplyNotifications: sql`DELETE FROM reply_notifications WHERE user_id = ${user}`,
    deleteThreadFollows: sql`DELETE FROM thread_follows WHERE user_id = ${user}`,
    deleteNonces: sql`DELETE FROM auth_nonces WHERE wallet_address = ${args.walletAddress}`,
    deletePeriodTotals: sql`DELETE FROM period_points WHERE user_id = ${user}`,
    tombstone: sql`UPDATE users SET
        suspended_until = NULL, deleted_at = ${args.now},
        comments_sweep_at = ${args.commentsSweepAt}
      WHERE id = ${user}`,
  });
  return {
    imageKeys: deleteImages.map((row) => String(row.key)),
    // Only what was public can be in a cached list.
    thoughts: deleteThoughts
      .filter((row) => row.status === 'visible')
      .map((row) => ({ id: String(row.id), category: String(row.category) })),
  };
}

/** Deleted accounts whose comments are due to become 'Deleted user', oldest first. */
export async function dueCommentSweeps(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.commentsSweepAt), lte(users.commentsSweepAt, now)))
    .orderBy(asc(users.commentsSweepAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The second moment, one batch: the person's comments move to a fresh tombstone row ('Deleted
 * user', a new random id, so the comments' public `userId` no longer matches anything the named
 * comments carried) with their text removed, and the account's own row loses its name and its
 * wallet (kept only if it won a prize: payout audit needs it).
 */
export async function sweepDeletedComments(db: Db, userId: string, now: number): Promise<void> {
  const tombstoneId = crypto.randomUUID();
  await runBatch(db, {
    tombstone: sql`INSERT INTO users
        (id, wallet_address, presentation_name, name_key, echo_points, created_at, deleted_at)
      SELECT ${tombstoneId}, 'deleted:' || ${tombstoneId}, ${DELETED_USER_NAME},
             'deleted:' || ${tombstoneId}, 0, ${now}, ${now}
      WHERE EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND comments_sweep_at IS NOT NULL)`,
    comments: sql`UPDATE comments SET author_id = ${tombstoneId}, content = ''
      WHERE author_id = ${userId} AND EXISTS (SELECT 1 FROM users WHERE id = ${tombstoneId})`,
    account: sql`UPDATE users SET presentation_name = ${DELETED_USER_NAME},
        name_key = 'deleted:' || id, name_skeleton = NULL, comments_sweep_at = NULL,
        wallet_address = CASE WHEN EXISTS (SELECT 1 FROM period_winners WHERE user_id = users.id)
          THEN wallet_address ELSE 'deleted:' || id END
      WHERE id = ${userId} AND comments_sweep_at IS NOT NULL`,
  });
}
