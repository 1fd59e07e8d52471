import { drizzle } from 'drizzle-orm/d1';
import * as tables from '../../schema/tables';

/**
 * A D1 Sessions API session (read replication) in the shape drizzle's D1 driver types ask for.
 * The driver only ever calls prepare() and batch(), which a session has; the rest would bypass the
 * session's ordering, so it refuses loudly rather than reading from wherever.
 */
function sessionAsDatabase(session: D1DatabaseSession): D1Database {
  const unsupported = () => {
    throw new Error('Not available inside a D1 session');
  };
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: unsupported,
    dump: unsupported,
    withSession: unsupported,
  };
}

export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle('withSession' in d1 ? d1 : sessionAsDatabase(d1), { schema: tables });
}

export type Db = ReturnType<typeof createDb>;
