// How the audit log notes a suspension, written by the worker and read by the console, which
// offers to lift one that still runs (docs/decisions/094).

/** "24 h: repeated harassment": the suspension's length, then its reason. */
export function suspensionNote(hours: number, reason: string): string {
  return `${hours} h: ${reason}`;
}

/** The hours a suspension's note names, or null for a note suspensionNote did not write. */
export function suspensionHours(note: string | null): number | null {
  const match = /^([0-9]+) h: /.exec(note ?? '');
  return match ? Number(match[1]) : null;
}
