// The soak's markdown report: load, per-action latency and statuses, and the audit.
import type { AuditResult } from './soak-audit.ts';
import type { LiveStats } from './soak-live.ts';

export type ActionStats = {
  latencies: number[];
  statuses: Map<number, number>;
  /** 4xx answers outside the expected ones (cooldowns, duplicates, own comment, hidden). */
  unexpected: number;
};

type SoakInput = {
  date: string;
  commit: string;
  users: number;
  seconds: number;
  thinkMs: number;
  loadSeconds: number;
  runSeconds: number;
  stats: Map<string, ActionStats>;
  audit: AuditResult[];
  live: LiveStats;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const statusList = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'network error' : status}: ${n}`)
    .join(', ');

export function renderSoakReport(input: SoakInput): string {
  const all = [...input.stats.values()];
  const total = all.reduce((sum, s) => sum + s.latencies.length, 0);
  const totals = new Map<number, number>();
  for (const s of all) {
    for (const [status, n] of s.statuses) totals.set(status, (totals.get(status) ?? 0) + n);
  }
  const serverErrors = [...totals.entries()]
    .filter(([status]) => status === 0 || status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const unexpected = all.reduce((sum, s) => sum + s.unexpected, 0);
  const { live } = input;
  const liveOk = live.closedUnexpectedly === 0 && live.missedComments === 0;
  const passed =
    input.audit.every((check) => check.mismatches === 0) &&
    serverErrors === 0 &&
    unexpected === 0 &&
    liveOk;
  const eventTypes = Object.entries(live.eventsByType)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type}: ${n}`)
    .join(', ');
  const lines = [
    `# Soak test, ${input.date}`,
    '',
    `- Commit: \`${input.commit}\``,
    `- Load: ${input.users} simulated people for ${input.seconds} s against \`wrangler dev\` serving the production build over fresh local state; each signs in (nonce, ed25519 signature, verify), then acts with exponential think times (mean ${input.thinkMs} ms) on a weighted mix.`,
    `- Requests: ${total} (${(total / input.loadSeconds).toFixed(1)}/s over ${input.loadSeconds.toFixed(0)} s; a sign-in counts once); whole run ${input.runSeconds.toFixed(0)} s`,
    `- Statuses: ${statusList(totals)}`,
    `- 5xx and network errors: ${serverErrors}; unexpected 4xx: ${unexpected}`,
    `- Live sockets: ${live.opened} opened on ${live.threads} busy threads and held for the run (a removed thought's sockets closed by us), ${live.closedUnexpectedly} closed unexpectedly, ${live.events} events received (${eventTypes || 'none'}); ${live.missedComments} of ${live.expectedComments} new comments missed by sockets open from before their POST to the end`,
    `- Result: **${passed ? 'pass' : 'FAIL'}**`,
    '',
    '## Per action',
    '',
    'Per request, grouped by the action it belongs to (browse category also loads the clusters; sign in = nonce + verify, timed together). Expected 4xx: 403 (own comment), 404 (hidden meanwhile), 409 (duplicate), 429 (cooldown).',
    '',
    '| action | requests | p50 ms | p99 ms | statuses | unexpected 4xx |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [action, s] of [...input.stats.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    lines.push(
      `| ${action} | ${s.latencies.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${statusList(s.statuses)} | ${s.unexpected} |`,
    );
  }
  lines.push(
    '',
    '## Integrity audit',
    '',
    'Read from the D1 and R2 SQLite files after the server stopped.',
    '',
    '| check | rows checked | wrong |',
    '| --- | --- | --- |',
    ...input.audit.map((c) => `| ${c.name} | ${c.checked} | ${c.mismatches} |`),
    '',
  );
  return lines.join('\n');
}
