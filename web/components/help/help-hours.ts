// Opening hours as the dataset writes them ("Mo-Fr 09:00-17:00; Sa 10:00-14:00"), in the
// reader's language: day names from `Intl`, times as they are. Anything else is shown as written.
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const RULE = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/;

function dayName(day: (typeof DAYS)[number], locale: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

export function formatHours(hours: string, locale: string): string {
  const rules = hours.split(';').map((rule) => rule.trim());
  const parsed = rules.map((rule) => RULE.exec(rule));
  if (parsed.some((match) => match === null)) return hours;
  return parsed
    .map((match) => {
      const [, from, to, opens, closes] = match as RegExpExecArray;
      const days = to
        ? `${dayName(from as (typeof DAYS)[number], locale)}–${dayName(to as (typeof DAYS)[number], locale)}`
        : dayName(from as (typeof DAYS)[number], locale);
      return `${days} ${opens}–${closes}`;
    })
    .join('; ');
}
