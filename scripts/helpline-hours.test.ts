// Every line Echo ships has hours the app can show in the reader's language (web/components/help/
// help-hours.ts): a rule it cannot read would show as written, in English (docs/decisions/084).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatHours, type HoursWords } from '../web/components/help/help-hours.ts';

const WORDS: HoursWords = {
  monthly: ({ day, opens, closes }) => `day ${day} ${opens}-${closes}`,
  nextDay: (time) => `${time}+1`,
};

test('every line Echo ships has hours this reads, or 24/7, or none: no rule is shown as written', () => {
  const folder = 'worker/data/helplines';
  const unread: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      lines: { hours: string | null }[];
    };
    for (const { hours } of record.lines) {
      if (hours === null || hours === '24/7') continue;
      if (formatHours(hours, 'en', WORDS) === hours) unread.push(`${file}: ${hours}`);
    }
  }
  expect(unread).toEqual([]);
});
