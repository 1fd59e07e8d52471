// Opening hours as the dataset writes them ("Mo-Fr 09:00-17:00; Sa 10:00-14:00"; "D10 08:00-08:00"
// for the 10th of each month), in the reader's language: day names from `Intl`, the words for a
// day of the month and for "the next day" from the messages, times as they are. A closing time
// not after the opening one is the next day's. Anything else is shown as written.
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type Day = (typeof DAYS)[number];
const WEEKLY = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/;
const MONTHLY = /^D([1-9]|[12]\d|3[01]) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The messages the hours need (help.hours.monthly and help.hours.nextDay). */
export type HoursWords = {
  monthly: (values: { day: number; opens: string; closes: string }) => string;
  nextDay: (time: string) => string;
};

function dayName(day: Day, locale: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

function formatRule(rule: string, locale: string, words: HoursWords): string | null {
  const closing = (opens: string, closes: string) =>
    closes <= opens ? words.nextDay(closes) : closes;
  const weekly = WEEKLY.exec(rule);
  if (weekly) {
    const [, from, to, opens = '', closes = ''] = weekly;
    const days = to
      ? `${dayName(from as Day, locale)}–${dayName(to as Day, locale)}`
      : dayName(from as Day, locale);
    return `${days} ${opens}–${closing(opens, closes)}`;
  }
  const monthly = MONTHLY.exec(rule);
  if (monthly) {
    const [, day, opens = '', closes = ''] = monthly;
    return words.monthly({ day: Number(day), opens, closes: closing(opens, closes) });
  }
  return null;
}

export function formatHours(hours: string, locale: string, words: HoursWords): string {
  const formatted = hours.split(';').map((rule) => formatRule(rule.trim(), locale, words));
  if (formatted.some((rule) => rule === null)) return hours;
  return formatted.join('; ');
}
