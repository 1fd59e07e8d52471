import { vi } from 'vitest';

/** Only Date is faked: D1 calls and the runtime's own timers keep working. */
export function setNow(at: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
