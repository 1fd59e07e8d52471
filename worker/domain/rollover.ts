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
