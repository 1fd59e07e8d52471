import { createDb } from '../db/client';
import { deleteExpiredNonces } from '../db/nonces';
import { deleteExpiredSessions } from '../db/sessions';
import { leaderboardStart } from '../lib/config';
import { runRollover } from './rollover';

/** Cron work (every 5 minutes): housekeeping, then the leaderboard rollover. */
export async function runScheduled(env: Env, scheduledTime: number): Promise<void> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);
  await deleteExpiredNonces(db, scheduledTime);
  await runRollover(db, leaderboardStart(env), scheduledTime);
}
