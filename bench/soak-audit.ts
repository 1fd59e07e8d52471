// After a soak, reads the local D1 and R2 SQLite files directly (the server has stopped) and
// checks that what the API maintains incrementally still equals what the rows say.
import { DatabaseSync } from 'node:sqlite';
import { counterChecks, type CounterCheck } from '../schema/counters.ts';
import { d1File, findSqliteFile } from './local-server.ts';

export type AuditResult = { name: string; checked: number; mismatches: number };

/** The counters' own definitions (schema/counters.ts), then what only a finished soak can check. */
const CHECKS: CounterCheck[] = [
  ...counterChecks(),
  {
    name: 'every attached image exists',
    checked: 'SELECT count(*) FROM thoughts WHERE image_url IS NOT NULL',
    wrong: `SELECT count(*) FROM thoughts t WHERE t.image_url IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM images i WHERE '/api/images/' || i.key = t.image_url)`,
  },
];

function count(db: DatabaseSync, query: string): number {
  const row = db.prepare(`SELECT (${query}) AS n`).get() as { n: number } | undefined;
  return row?.n ?? 0;
}

/** R2 keys and D1 image rows must be the same set: no object without a row, no row without bytes. */
function imageCheck(db: DatabaseSync, stateDir: string): AuditResult {
  const rows = new Set(
    (db.prepare('SELECT key FROM images').all() as { key: string }[]).map((r) => r.key),
  );
  const r2File = findSqliteFile(stateDir, 'r2/miniflare-R2BucketObject');
  const objects = new Set<string>();
  if (r2File) {
    const r2 = new DatabaseSync(r2File, { readOnly: true });
    for (const { key } of r2.prepare('SELECT key FROM _mf_objects').all() as { key: string }[]) {
      objects.add(key);
    }
    r2.close();
  }
  const orphans = [...objects].filter((key) => !rows.has(key)).length;
  const missing = [...rows].filter((key) => !objects.has(key)).length;
  return {
    name: 'R2 objects = images rows',
    checked: new Set([...rows, ...objects]).size,
    mismatches: orphans + missing,
  };
}

export function auditState(stateDir: string): AuditResult[] {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true });
  try {
    return [
      ...CHECKS.map((check) => ({
        name: check.name,
        checked: count(db, check.checked),
        mismatches: count(db, check.wrong),
      })),
      imageCheck(db, stateDir),
    ];
  } finally {
    db.close();
  }
}
