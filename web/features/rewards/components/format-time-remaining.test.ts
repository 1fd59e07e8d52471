import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import rewards from '../../../i18n/messages/en/rewards.json';
import type { Translate } from '../../../i18n/react';
import { formatTimeRemaining } from './format-time-remaining';

// Plain Node has no build step to compile the catalog: Lingui compiles the English as it reads it.
const english = setupI18n({ locale: 'en', messages: { en: rewards } });
const t: Translate = (id, values) => english._(id, values);

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

test.each([
  [30 * D, '30d 0h 0m remaining'],
  [29 * D + 23 * H + 59 * M + 59 * S, '29d 23h 59m remaining'],
  [1 * D, '1d 0h 0m remaining'],
  [1 * D + 5 * M, '1d 0h 5m remaining'],
  [2 * D + 3 * H + 4 * M, '2d 3h 4m remaining'],
  [D - 1, '23h 59m remaining'],
  [5 * H, '5h 0m remaining'],
  [1 * H + 1 * M, '1h 1m remaining'],
  [H - 1, '59m remaining'],
  [10 * M + 59 * S, '10m remaining'],
  [1 * M, '1m remaining'],
  [59 * S, '0m remaining'],
  [1, '0m remaining'],
])('%d ms reads "%s"', (ms, text) => {
  expect(formatTimeRemaining(ms, t)).toBe(text);
});

test.each([0, -1, -5 * M, Number.NaN])('%d ms has nothing to show', (ms) => {
  expect(formatTimeRemaining(ms, t)).toBeNull();
});
