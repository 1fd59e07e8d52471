import { TIMINGS } from '../../schema/constants';

export type PeriodWindow = { number: number; startsAt: number; endsAt: number };

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

/** `YYYY-MM-DD` of the UTC day containing `at`. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
