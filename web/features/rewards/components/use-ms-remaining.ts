import { useEffect, useState } from 'react';

/**
 * Milliseconds left of `initialMs`, measured from mount and re-read from the clock every second
 * (not decremented, so a throttled background tab still shows the right value); stops at 0.
 * Callers remount (with a `key`) to restart it from a new value.
 */
export function useMsRemaining(initialMs: number): number {
  const [deadline] = useState(() => Date.now() + initialMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, deadline - now);
}
