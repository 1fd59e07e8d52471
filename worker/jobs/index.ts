import { createDb } from '../db/client';
import { deleteExpiredSessions } from '../db/sessions';

/** Cron work (every 5 minutes): housekeeping, then the leaderboard rollover. */
export async function runScheduled(env: Env, scheduledTime: number): Promise<void> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);
}
