import { createDb } from '../db/client';
import { deleteExpiredNonces } from '../db/nonces';
import { deleteExpiredSessions } from '../db/sessions';
import { expireUnattachedImages } from '../domain/image-expiry';
import { runRollover } from '../domain/rollover';
import { readConfig, staffWallets } from '../lib/config';

/**
 * Cron work (every 5 minutes): housekeeping, then the leaderboard rollover. With an invalid
 * configuration it does nothing (readConfig has logged which var): closing periods from a wrong
 * start would record wrong winners.
 */
export async function runScheduled(env: Env, scheduledTime: number): Promise<void> {
  const config = readConfig(env);
  if (!config.ok) return;
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);
  await deleteExpiredNonces(db, scheduledTime);
  await expireUnattachedImages(db, env.IMAGES, scheduledTime);
  await runRollover(
    db,
    config.config.LEADERBOARD_START,
    scheduledTime,
    staffWallets(config.config),
  );
}
