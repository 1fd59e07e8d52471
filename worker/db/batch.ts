import type { SQLWrapper } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

const dialect = new SQLiteAsyncDialect();

/** A step's rows, as D1 returns them (column names as written in the SQL). */
export type StepRows = Record<string, unknown>[];

/**
 * Named statements for one batch. They run in the order the object lists them (JavaScript keeps
 * the insertion order of string keys), so `changes()` in one step sees the step written before it.
 * Names must not look like integers: those would be reordered.
 */
export type BatchSteps = Record<string, SQLWrapper>;

/**
 * The one way we run several statements as one D1 batch (a single transaction): each step's rows
 * come back under the step's name, never by position. drizzle's own `db.batch` cannot bind the
 * parameters of raw `sql` statements (it throws "Cannot read properties of undefined (reading
 * 'bind')", drizzle-orm#2277), and our conditional writes need raw SQL (INSERT … SELECT … WHERE,
 * `changes()`), so we compile with drizzle and hand the statements to D1 directly. Query
 * builders are accepted too.
 */
export async function runBatch<Steps extends BatchSteps>(
  db: Db,
  steps: Steps,
): Promise<{ [Name in keyof Steps]: StepRows }> {
  const names = Object.keys(steps);
  const misordered = names.find((name) => /^\d+$/.test(name));
  if (misordered !== undefined)
    throw new Error(`batch step "${misordered}" would run out of order`);
  const prepared = Object.values(steps).map((statement) => {
    const query = dialect.sqlToQuery(statement.getSQL());
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  const results = await db.$client.batch<Record<string, unknown>>(prepared);
  const byName: Record<string, StepRows> = {};
  for (const [index, name] of names.entries()) {
    byName[name] = results[index]?.results ?? [];
  }
  // Every name of `steps` was filled just above.
  return byName as { [Name in keyof Steps]: StepRows };
}
