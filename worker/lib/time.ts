/** `YYYY-MM-DD` of the UTC day containing `at`: the day the per-day limits count in. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 UTC on the day containing `at`. */
export function startOfUtcDay(at: number): number {
  return Date.parse(`${utcDay(at)}T00:00:00.000Z`);
}
