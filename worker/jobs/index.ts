import { createDb } from '../db/client';
import { deleteExpiredNonces } from '../db/nonces';
import { forgetOldDeletedPositions } from '../db/deleted-positions';
import { deleteExpiredSessions } from '../db/sessions';
import { sweepDueDeletedComments } from '../domain/account-deletion';
import { backfillCjkSearchText } from '../domain/cjk-search-backfill';
import { expireUnattachedImages } from '../domain/image-expiry';
import { backfillNameSkeletons } from '../domain/name-skeleton-backfill';
import { runRollover } from '../domain/rollover';
import { readConfig, staffWallets } from '../lib/config';

/**
 * Cron work (every 5 minutes): housekeeping (expired sessions, nonces and uploads, deleted
 * accounts' comments that are due, backfills of name skeletons and of the CJK search index),
 * then the leaderboard rollover. With an invalid configuration it does nothing (readConfig has logged which var): closing periods from a wrong
 * start would record wrong winners.
 */
export async function runScheduled(env: Env, scheduledTime: number): Promise<void> {
  const config = readConfig(env);
  if (!config.ok) return;
  const db = createDb(env.DB);
  // A run scheduled ahead of the clock (`wrangler dev --test-scheduled` fires one at any time
  // asked) does what is due by then, sweeps and rollovers alike, but expires nothing someone may
  // be using now: a nonce issued a minute ago stays live for the person signing in with it.
  const expiredBefore = Math.min(scheduledTime, Date.now());
  await deleteExpiredSessions(db, expiredBefore);
  await deleteExpiredNonces(db, expiredBefore);
  await forgetOldDeletedPositions(db, expiredBefore);
  await expireUnattachedImages(db, env.IMAGES, expiredBefore);
  await sweepDueDeletedComments(db, scheduledTime);
  await backfillNameSkeletons(db);
  await backfillCjkSearchText(db);
  await runRollover(
    db,
    config.config.LEADERBOARD_START,
    scheduledTime,
    staffWallets(config.config),
  );
}
