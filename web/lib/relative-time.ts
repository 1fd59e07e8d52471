const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, in whole units rounded down, in the reader's language ("3h ago",
 * "3 時間前", "il y a 3 h"); null for "just now" (under `smallest`, or a time in the future).
 * Thought cards count from hours, comments from minutes (docs/product.md#screens).
 */
export function timeAgo(
  iso: string,
  now: number,
  locale: string,
  smallest: 'minute' | 'hour',
): string | null {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed) || elapsed < (smallest === 'minute' ? MINUTE : HOUR)) return null;
  // English keeps the compact "3h ago"; 'narrow' is terse to the point of "-3 h" in some others.
  const format = new Intl.RelativeTimeFormat(locale, {
    numeric: 'always',
    style: locale === 'en' ? 'narrow' : 'short',
  });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
