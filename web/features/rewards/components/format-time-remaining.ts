import type { Translate } from '../../../i18n/react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'Xd Yh Zm remaining', days omitted when 0 and hours omitted when days and hours are both 0;
 * null when nothing remains (the countdown is then hidden). Each form is a whole message, so a
 * language can put the units and "remaining" in its own order.
 */
export function formatTimeRemaining(ms: number, t: Translate): string | null {
  if (!(ms > 0)) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return t('rewards.countdown.days', { days, hours, minutes });
  if (hours > 0) return t('rewards.countdown.hours', { hours, minutes });
  return t('rewards.countdown.minutes', { minutes });
}
