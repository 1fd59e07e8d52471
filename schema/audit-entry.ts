// How the audit log names what a decision was about (its target) and notes a suspension: written
// by the worker, read back by the console, which words them in the moderator's language and
// offers to lift a suspension that still runs (docs/decisions/094). One place for both, so the
// two never drift apart.

export type AuditTarget =
  | { kind: 'thought' | 'comment'; id: string }
  | { kind: 'author'; authorRef: string }
  | { kind: 'payout'; period: number; rank: number; name: string };

/** The target as the log stores it: "thought:<id>", "author:<ref>", "payout:period 3 rank 1 (Ann)". */
export function auditTarget(target: AuditTarget): string {
  switch (target.kind) {
    case 'thought':
    case 'comment':
      return `${target.kind}:${target.id}`;
    case 'author':
      return `author:${target.authorRef}`;
    case 'payout':
      return `payout:period ${target.period} rank ${target.rank} (${target.name})`;
  }
}

const PAYOUT_TARGET = /^payout:period ([0-9]+) rank ([0-9]+) \((.*)\)$/s;

/** A stored target read back, or null for one this code did not write. */
export function readAuditTarget(stored: string): AuditTarget | null {
  const [kind = '', id = ''] = stored.split(/:(.*)/s);
  if ((kind === 'thought' || kind === 'comment') && id !== '') return { kind, id };
  if (kind === 'author' && id !== '') return { kind, authorRef: id };
  const payout = PAYOUT_TARGET.exec(stored);
  if (payout) {
    return {
      kind: 'payout',
      period: Number(payout[1]),
      rank: Number(payout[2]),
      name: payout[3] ?? '',
    };
  }
  return null;
}

/** "24 h: repeated harassment": the suspension's length, then its reason. */
export function suspensionNote(hours: number, reason: string): string {
  return `${hours} h: ${reason}`;
}

/** A suspension's note read back, or null for a note suspensionNote did not write. */
export function readSuspensionNote(note: string | null): { hours: number; reason: string } | null {
  const match = /^([0-9]+) h: (.*)$/s.exec(note ?? '');
  return match ? { hours: Number(match[1]), reason: match[2] ?? '' } : null;
}
