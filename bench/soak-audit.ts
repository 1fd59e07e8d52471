// After a soak, reads the local D1 and R2 SQLite files directly (the server has stopped) and
// checks that what the API maintains incrementally still equals what the rows say.
import { DatabaseSync } from 'node:sqlite';
import { d1File, findSqliteFile } from './local-server.ts';

export type AuditResult = { name: string; checked: number; mismatches: number };

/** Each check: how many things it looked at, and a query counting the ones that are wrong. */
const CHECKS: { name: string; checked: string; wrong: string }[] = [
  {
    name: 'thoughts.likes = count(thought_likes)',
    checked: 'SELECT count(*) FROM thoughts',
    wrong: `SELECT count(*) FROM thoughts t
      WHERE t.likes != (SELECT count(*) FROM thought_likes l WHERE l.thought_id = t.id)`,
  },
  {
    // The counter shows what readers see: visible comments only.
    name: 'thoughts.comments = count(visible comments)',
    checked: 'SELECT count(*) FROM thoughts',
    wrong: `SELECT count(*) FROM thoughts t WHERE t.comments !=
      (SELECT count(*) FROM comments c WHERE c.thought_id = t.id AND c.status = 'visible')`,
  },
  {
    // Only counted reports move the counter (young accounts' and cleared ones do not).
    name: 'thoughts.reports = count(counted thought_reports)',
    checked: 'SELECT count(*) FROM thoughts',
    wrong: `SELECT count(*) FROM thoughts t WHERE t.reports !=
      (SELECT count(*) FROM thought_reports r WHERE r.thought_id = t.id AND r.counted = 1)`,
  },
  {
    name: 'category_counters = count(visible thoughts)',
    checked: 'SELECT count(*) FROM category_counters',
    wrong: `SELECT count(*) FROM category_counters k WHERE k.visible_count !=
      (SELECT count(*) FROM thoughts t WHERE t.category = k.category AND t.status = 'visible')`,
  },
  {
    name: 'comments.helpful_count/funny_count = count(upvotes)',
    checked: 'SELECT count(*) FROM comments',
    wrong: `SELECT count(*) FROM comments c
      WHERE c.helpful_count != (SELECT count(*) FROM comment_upvotes u
                                WHERE u.comment_id = c.id AND u.type = 'helpful')
         OR c.funny_count != (SELECT count(*) FROM comment_upvotes u
                              WHERE u.comment_id = c.id AND u.type = 'funny')`,
  },
  {
    name: 'users.echo_points = sum(points_ledger)',
    checked: 'SELECT count(*) FROM users',
    wrong: `SELECT count(*) FROM users u WHERE u.echo_points !=
      (SELECT coalesce(sum(points), 0) FROM points_ledger l WHERE l.user_id = u.id)`,
  },
  {
    name: 'period_points = sum(points_ledger) per period',
    checked: `SELECT count(*) FROM (SELECT period_number, user_id FROM period_points
      UNION SELECT period_number, user_id FROM points_ledger WHERE period_number IS NOT NULL)`,
    wrong: `SELECT count(*) FROM (
        SELECT period_number, user_id FROM period_points
        UNION SELECT period_number, user_id FROM points_ledger WHERE period_number IS NOT NULL
      ) k
      WHERE coalesce((SELECT points FROM period_points p
                      WHERE p.period_number = k.period_number AND p.user_id = k.user_id), 0)
         != (SELECT coalesce(sum(points), 0) FROM points_ledger l
             WHERE l.period_number = k.period_number AND l.user_id = k.user_id)`,
  },
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
