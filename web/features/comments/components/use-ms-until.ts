import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../../schema/constants';

/**
 * Milliseconds until a cooldown's `deadline`, re-read from the clock every second while it is
 * ahead. A new deadline is picked up in place (no remount), so a focused upvote button stays
 * focused when its own vote starts a cooldown.
 */
export function useMsUntil(deadline: number): number {
  const [reading, setReading] = useState(() => ({ deadline, now: Date.now() }));
  useEffect(() => {
    const read = () => {
      const now = Date.now();
      setReading({ deadline, now });
      return now;
    };
    if (read() >= deadline) return;
    const timer = setInterval(() => {
      if (read() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const remaining = Math.max(0, deadline - reading.now);
  // Until the effect reads the clock for a new deadline the last reading is too old, which
  // would overstate the wait: no cooldown is ever longer than the server's 30 s.
  return reading.deadline === deadline ? remaining : Math.min(remaining, TIMINGS.upvoteCooldownMs);
}
