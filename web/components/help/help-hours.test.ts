import { expect, test } from 'vitest';
import { formatHours, type HoursWords } from './help-hours';

// The Japanese and English messages, as the catalogs have them (web/i18n/messages/*/help.json).
const JAPANESE: HoursWords = {
  monthly: ({ day, opens, closes }) => `毎月${day}日 ${opens}〜${closes}`,
  nextDay: (time) => `翌${time}`,
};
const ENGLISH: HoursWords = {
  monthly: ({ day, opens, closes }) => `on day ${day} of every month, ${opens}–${closes}`,
  nextDay: (time) => `${time} the next day`,
};

test("Japan's line, daily in the evening and all night on the 10th, reads in Japanese", () => {
  expect(formatHours('Mo-Su 16:00-21:00; D10 08:00-08:00', 'ja', JAPANESE)).toBe(
    '月–日 16:00–21:00; 毎月10日 08:00〜翌08:00',
  );
  expect(formatHours('Mo-Su 16:00-21:00; D10 08:00-08:00', 'en', ENGLISH)).toBe(
    'Mon–Sun 16:00–21:00; on day 10 of every month, 08:00–08:00 the next day',
  );
});

test('weekday rules take the day names of the language; a night shift ends the next day', () => {
  expect(formatHours('Mo-Fr 09:00-17:00; Sa 10:00-14:00', 'en', ENGLISH)).toBe(
    'Mon–Fri 09:00–17:00; Sat 10:00–14:00',
  );
  expect(formatHours('Fr 22:00-06:00', 'en', ENGLISH)).toBe('Fri 22:00–06:00 the next day');
});

test('a rule it cannot read shows the hours as written, whole', () => {
  expect(formatHours('Mo-Fr 09:00-17:00; public holidays closed', 'en', ENGLISH)).toBe(
    'Mo-Fr 09:00-17:00; public holidays closed',
  );
  expect(formatHours('D32 08:00-09:00', 'en', ENGLISH)).toBe('D32 08:00-09:00');
});
