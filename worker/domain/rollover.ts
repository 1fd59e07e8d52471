import type { Db } from '../db/client';
import { closePeriod, ensurePeriod, findPeriod, lastClosedPeriodNumber } from '../db/periods';
import { periodAt, periodNumbered, type PeriodWindow } from './periods';

export type RolloverPlan = {
  /** Ended periods not closed yet, oldest first: every missed one since the last close. */
  toClose: PeriodWindow[];
  /** The period running at `now`, whose row must exist; null before the start. */
  current: PeriodWindow | null;
};

/**
 * What a rollover at `now` has to do, given the highest period already closed. Periods come from
 * arithmetic on the configured start (periodNumbered), never from the previous row's end, so a
 * late or missed cron run cannot shift them.
 */
export function planRollover(start: number | null, now: number, lastClosed: number): RolloverPlan {
  const current = periodAt(start, now);
  if (start === null || current === null) return { toClose: [], current: null };
  const toClose: PeriodWindow[] = [];
  for (let number = lastClosed + 1; number < current.number; number += 1) {
    toClose.push(periodNumbered(start, number));
  }
  return { toClose, current };
}

/**
 * The leaderboard rollover: closes every ended period (recording its top 3) and makes sure the
 * running period has its row. Idempotent: each step is an insert-if-missing or an update-if-
 * still-open, one batch per period, so repeated or concurrent runs change nothing. The cron runs
 * it; the leaderboard's read path runs it too when the current period's row is missing.
 */
export async function runRollover(
  db: Db,
  start: number | null,
  now: number,
  staffWallets: readonly string[],
): Promise<void> {
  const plan = planRollover(start, now, await lastClosedPeriodNumber(db));
  for (const window of plan.toClose) {
    await closePeriod(db, window, now, staffWallets);
  }
  // After the closes: a stored current period then means the ones before it were closed.
  if (plan.current) await ensurePeriod(db, plan.current);
}

/**
 * For the read path: the running period's row, rolling over first only when that row is missing
 * (the previous one ended, or nothing ran yet). Usually a single primary-key lookup.
 */
export async function currentPeriod(
  db: Db,
  start: number | null,
  now: number,
  staffWallets: readonly string[],
) {
  const window = periodAt(start, now);
  if (window === null) return null;
  const stored = await findPeriod(db, window.number);
  if (stored) return stored;
  await runRollover(db, start, now, staffWallets);
  return findPeriod(db, window.number);
}
