import { sql } from 'drizzle-orm';
import { auditStatement, type AuditRecord } from './audit-log';
import { runBatch } from './batch';
import type { Db } from './client';

/** Sets (a time) or lifts (null) a user's suspension, with its audit entry, in one batch. */
export async function setSuspension(
  db: Db,
  args: { userId: string; until: number | null; audit: AuditRecord },
): Promise<void> {
  await runBatch(db, {
    suspension: sql`UPDATE users SET suspended_until = ${args.until} WHERE id = ${args.userId}`,
    audit: auditStatement(args.audit),
  });
}
