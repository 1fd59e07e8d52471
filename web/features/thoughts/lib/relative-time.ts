const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A thought's age as cards show it (docs/product.md#screens): 'just now' within the first hour, then 'Xh ago'
 * and 'Xd ago' (whole units, rounded down). Comments show minutes; thoughts deliberately do not.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR) return 'just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
