import type { SQLWrapper } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

const dialect = new SQLiteAsyncDialect();

/**
 * Runs statements as one D1 batch (a single transaction) and returns each one's rows.
 * drizzle's own `db.batch` cannot bind the parameters of raw `sql` statements (it throws
 * "Cannot read properties of undefined (reading 'bind')", drizzle-orm#2277), and our
 * conditional writes need raw SQL (INSERT … SELECT … WHERE, `changes()`), so we compile with
 * drizzle and hand the statements to D1 directly. Query builders are accepted too.
 */
export async function runBatch(
  db: Db,
  statements: SQLWrapper[],
): Promise<Record<string, unknown>[][]> {
  const prepared = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement.getSQL());
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  const results = await db.$client.batch<Record<string, unknown>>(prepared);
  return results.map((result) => result.results);
}
