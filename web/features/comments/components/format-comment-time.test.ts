import { expect, test } from 'vitest';
import { formatCommentTime } from './format-comment-time';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test.each([
  [0, 'just now'],
  [59_000, 'just now'],
  [60_000, '1m ago'],
  [59 * 60_000, '59m ago'],
  [60 * 60_000, '1h ago'],
  [23 * 60 * 60_000, '23h ago'],
  [24 * 60 * 60_000, '1d ago'],
  [45 * 24 * 60 * 60_000, '45d ago'],
])('%d ms ago reads "%s"', (elapsed, text) => {
  expect(formatCommentTime(ago(elapsed), NOW)).toBe(text);
});

test('a clock running behind the server still reads just now', () => {
  expect(formatCommentTime(ago(-5_000), NOW)).toBe('just now');
});
