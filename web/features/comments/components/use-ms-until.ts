import { useEffect, useState } from 'react';

/**
 * Milliseconds until `deadline`, re-read from the clock every second while it is ahead.
 * The deadline is fixed for the component's life: callers remount (a `key`) for a new one.
 */
export function useMsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, deadline - now);
}
