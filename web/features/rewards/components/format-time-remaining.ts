const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'Xd Yh Zm remaining', days omitted when 0 and hours omitted when days and hours are both 0;
 * null when nothing remains (the countdown is then hidden).
 */
export function formatTimeRemaining(ms: number): string | null {
  if (!(ms > 0)) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h ${minutes}m remaining`;
  if (hours > 0) return `${hours}h ${minutes}m remaining`;
  return `${minutes}m remaining`;
}
