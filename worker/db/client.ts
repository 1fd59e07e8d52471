import { drizzle } from 'drizzle-orm/d1';
import * as tables from '../../schema/tables';

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

export type Db = ReturnType<typeof createDb>;
