import { dueCommentSweeps, sweepDeletedComments } from '../db/account-deletion';
import type { Db } from '../db/client';

const DAY_MS = 24 * 3600_000;
// Bounded work per cron run (every 5 minutes); a backlog drains over a few runs.
const SWEEPS_PER_RUN = 50;

/**
 * When a deleted account's comments become 'Deleted user': a uniformly random moment within the
 * next 24 hours (docs/decisions/013), so that nobody watching can pair a thought that vanished
 * with a named comment that changed at the same instant.
 */
export function commentsSweepMoment(now: number): number {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return now + Math.floor((random / 2 ** 32) * DAY_MS);
}

/** The cron's part: turns every due account's comments into 'Deleted user'. */
export async function sweepDueDeletedComments(db: Db, now: number): Promise<number> {
  const due = await dueCommentSweeps(db, now, SWEEPS_PER_RUN);
  for (const userId of due) await sweepDeletedComments(db, userId, now);
  return due.length;
}
