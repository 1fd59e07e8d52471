// Every counter the API maintains incrementally, with the one definition of its true value from
// the rows. The local seed and the bench seed recount from it, the soak audit and the worker's
// integrity test compare against it, so the four can never disagree about what a counter means.
// Plain SQL text (no bindings): node:sqlite, `wrangler d1 execute` and D1 all run it.

/** A counter column of one row per table, and the subquery that computes it from that row. */
type RowCounter = { name: string; table: string; column: string; truth: string };

export const ROW_COUNTERS: readonly RowCounter[] = [
  {
    name: 'thoughts.likes = count(thought_likes)',
    table: 'thoughts',
    column: 'likes',
    truth: 'SELECT count(*) FROM thought_likes WHERE thought_likes.thought_id = thoughts.id',
  },
  {
    // What readers see: visible comments only (hidden, held and removed ones are not counted).
    name: 'thoughts.comments = count(visible comments)',
    table: 'thoughts',
    column: 'comments',
    truth: `SELECT count(*) FROM comments
      WHERE comments.thought_id = thoughts.id AND comments.status = 'visible'`,
  },
  {
    // Only counted reports move it: a too-young reporter's and a cleared one do not.
    name: 'thoughts.reports = count(counted thought_reports)',
    table: 'thoughts',
    column: 'reports',
    truth: `SELECT count(*) FROM thought_reports
      WHERE thought_reports.thought_id = thoughts.id AND thought_reports.counted = 1`,
  },
  {
    name: 'comments.helpful_count = count(helpful upvotes)',
    table: 'comments',
    column: 'helpful_count',
    truth: `SELECT count(*) FROM comment_upvotes
      WHERE comment_upvotes.comment_id = comments.id AND comment_upvotes.type = 'helpful'`,
  },
  {
    name: 'comments.funny_count = count(funny upvotes)',
    table: 'comments',
    column: 'funny_count',
    truth: `SELECT count(*) FROM comment_upvotes
      WHERE comment_upvotes.comment_id = comments.id AND comment_upvotes.type = 'funny'`,
  },
  {
    name: 'comments.reports = count(counted comment_reports)',
    table: 'comments',
    column: 'reports',
    truth: `SELECT count(*) FROM comment_reports
      WHERE comment_reports.comment_id = comments.id AND comment_reports.counted = 1`,
  },
  {
    name: 'category_counters.visible_count = count(visible thoughts)',
    table: 'category_counters',
    column: 'visible_count',
    truth: `SELECT count(*) FROM thoughts
      WHERE thoughts.category = category_counters.category AND thoughts.status = 'visible'`,
  },
  {
    name: 'users.echo_points = sum(points_ledger)',
    table: 'users',
    column: 'echo_points',
    truth:
      'SELECT coalesce(sum(points), 0) FROM points_ledger WHERE points_ledger.user_id = users.id',
  },
];

// Per (period, user): the full total (the person's own figure) and the public one, which leaves
// like awards out for good (docs/decisions/015); each "reached at" is the time of the last award
// that moved it, the leaderboard's tie-breaker.
const PERIOD_TOTALS = `SELECT period_number, user_id,
    sum(points) AS points,
    max(created_at) AS reached_at,
    sum(CASE WHEN rule = 'upvote_received' THEN 0 ELSE points END) AS public_points,
    coalesce(max(CASE WHEN rule = 'upvote_received' THEN NULL ELSE created_at END), 0)
      AS public_reached_at
  FROM points_ledger WHERE period_number IS NOT NULL GROUP BY period_number, user_id`;

/** Statements that set every counter to its true value (for seeds: counters are derived data). */
export function recountStatements(): string[] {
  return [
    ...ROW_COUNTERS.map(
      (counter) => `UPDATE ${counter.table} SET ${counter.column} = (${counter.truth})`,
    ),
    'DELETE FROM period_points',
    `INSERT INTO period_points
       (period_number, user_id, points, reached_at, public_points, public_reached_at)
     SELECT period_number, user_id, points, reached_at, public_points, public_reached_at
     FROM (${PERIOD_TOTALS})`,
  ];
}

/** One audit check: how many rows it looked at, and a query counting those that are wrong. */
export type CounterCheck = { name: string; checked: string; wrong: string };

/** Queries that count every counter that differs from its definition (0 everywhere: sound). */
export function counterChecks(): CounterCheck[] {
  const totals = `SELECT period_number, user_id FROM period_points
    UNION SELECT period_number, user_id FROM points_ledger WHERE period_number IS NOT NULL`;
  const stored = (column: string) => `coalesce((SELECT ${column} FROM period_points p
    WHERE p.period_number = k.period_number AND p.user_id = k.user_id), 0)`;
  const truth = (column: string) => `coalesce((SELECT ${column} FROM (${PERIOD_TOTALS}) t
    WHERE t.period_number = k.period_number AND t.user_id = k.user_id), 0)`;
  return [
    ...ROW_COUNTERS.map((counter) => ({
      name: counter.name,
      checked: `SELECT count(*) FROM ${counter.table}`,
      wrong: `SELECT count(*) FROM ${counter.table}
        WHERE ${counter.table}.${counter.column} != (${counter.truth})`,
    })),
    ...(['points', 'public_points'] as const).map((column) => ({
      name: `period_points.${column} = sum(points_ledger) per period`,
      checked: `SELECT count(*) FROM (${totals})`,
      wrong: `SELECT count(*) FROM (${totals}) k WHERE ${stored(column)} != ${truth(column)}`,
    })),
  ];
}
