// schema/tables.ts is the source of truth and the migrations are what D1 runs: after every
// migration, the database must have exactly the tables, columns and indexes tables.ts declares
// (drizzle-kit generating nothing new is checked by `npm run lint`; this checks the SQL itself).
import { env } from 'cloudflare:test';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { expect, test } from 'vitest';
import * as tables from '../../schema/tables';

type ColumnInfo = { name: string; notnull: number; pk: number };

const declared = (Object.values(tables) as unknown[])
  .filter((value): value is SQLiteTable => value instanceof SQLiteTable)
  .map((table) => getTableConfig(table));

test('the migrated D1 has every table tables.ts declares, with the same columns', async () => {
  expect(declared.length).toBeGreaterThan(10);
  for (const table of declared) {
    const info = await env.DB.prepare(`PRAGMA table_info(${table.name})`).all<ColumnInfo>();
    const actual = info.results
      .map((column) => ({ name: column.name, notNull: column.notnull === 1 || column.pk > 0 }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const expected = table.columns
      .map((column) => ({ name: column.name, notNull: column.notNull || column.primary }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect({ table: table.name, columns: actual }).toEqual({
      table: table.name,
      columns: expected,
    });
  }
});

test('the migrated D1 has every index tables.ts declares', async () => {
  for (const table of declared) {
    const list = await env.DB.prepare(`PRAGMA index_list(${table.name})`).all<{
      name: string;
      origin: string;
    }>();
    // `c`: created by CREATE INDEX (the others are SQLite's own for keys and UNIQUE columns).
    const actual = list.results
      .filter((index) => index.origin === 'c')
      .map((index) => index.name)
      .sort();
    // drizzle writes a column's `.unique()` as a named unique index too.
    const expected = [
      ...table.indexes.map((index) => index.config.name),
      ...table.columns.flatMap((column) =>
        column.isUnique && column.uniqueName ? [column.uniqueName] : [],
      ),
    ].sort();
    expect({ table: table.name, indexes: actual }).toEqual({
      table: table.name,
      indexes: expected,
    });
  }
});
