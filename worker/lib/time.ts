/** `YYYY-MM-DD` of the UTC day containing `at`: the day the per-day limits count in. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
