import { expect, test } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test('within the first hour a thought reads just now', () => {
  expect(relativeTime(ago(0), NOW)).toBe('just now');
  expect(relativeTime(ago(59 * 60_000 + 59_000), NOW)).toBe('just now');
});

test('hours and days are whole units rounded down', () => {
  expect(relativeTime(ago(60 * 60_000), NOW)).toBe('1h ago');
  expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), NOW)).toBe('23h ago');
  expect(relativeTime(ago(24 * 3_600_000), NOW)).toBe('1d ago');
  expect(relativeTime(ago(45 * 24 * 3_600_000), NOW)).toBe('45d ago');
});

test('a time slightly in the future (clock skew) still reads just now', () => {
  expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
});
