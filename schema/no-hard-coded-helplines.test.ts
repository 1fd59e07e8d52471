/// <reference types="vite/client" />
// A crisis line belongs to a country: the lines people see come from the help dataset
// (worker/data/helplines/, docs/decisions/023), chosen for where they are. A US number written into
// the app's code or messages would reach Osaka as well, where it does not work.
import { expect, test } from 'vitest';

const SOURCES = import.meta.glob<string>(
  [
    '../web/**/*.{ts,tsx,json,html}',
    '../worker/**/*.ts',
    '../schema/**/*.ts',
    '!../worker/data/**',
    '!../**/*.test.{ts,tsx}',
    '!../web/e2e/**',
    '!../schema/moderation/corpus/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

// 988 (US and Canada), 741741 (Crisis Text Line US), the old US lifeline 1-800-273-8255.
const US_CRISIS_NUMBERS = /(?<![\d-])988(?![\d-])|741741|273-?8255|273-?TALK/;

test('no crisis line number is written into the app outside the help dataset', () => {
  expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
  const offenders = Object.entries(SOURCES)
    .filter(([, text]) => US_CRISIS_NUMBERS.test(text))
    .map(([path]) => path);
  expect(offenders).toEqual([]);
});
