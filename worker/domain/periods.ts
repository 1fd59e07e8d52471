import { TIMINGS } from '../../schema/constants';
import type { PeriodWindow } from '../db/periods';

export type { PeriodWindow };

/**
 * The competition period containing instant `at`: period n covers
 * [start + (n-1)·30d, start + n·30d). Pure arithmetic from the configured start, so periods
 * never drift however late the cron runs. Null before the start or without one.
 */
export function periodAt(start: number | null, at: number): PeriodWindow | null {
  if (start === null || at < start) return null;
  const number = Math.floor((at - start) / TIMINGS.periodMs) + 1;
  return periodNumbered(start, number);
}

export function periodNumbered(start: number, number: number): PeriodWindow {
  const startsAt = start + (number - 1) * TIMINGS.periodMs;
  return { number, startsAt, endsAt: startsAt + TIMINGS.periodMs };
}

/** The number of the period an award made at `at` counts toward, or null outside one. */
export function periodNumberAt(start: number | null, at: number): number | null {
  return periodAt(start, at)?.number ?? null;
}
