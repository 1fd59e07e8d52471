import { desc, eq, sql } from 'drizzle-orm';
import { moderationAudit } from '../../schema/tables';
import type { Db } from './client';

export type AuditRecord = {
  actorId: string;
  actorName: string;
  action: string;
  target: string;
  note: string | null;
  at: number;
};

/**
 * The audit row for a decision, as a batch statement written only when `guard` holds (the
 * decision really changed something, checked in the same transaction).
 */
export function auditStatement(
  record: AuditRecord,
  guard = sql`1`,
  id: string = crypto.randomUUID(),
) {
  return sql`INSERT INTO moderation_audit (id, at, actor_id, actor_name, action, target, note)
    SELECT ${id}, ${record.at}, ${record.actorId}, ${record.actorName},
           ${record.action}, ${record.target}, ${record.note}
    WHERE ${guard}`;
}

export type AuditRow = typeof moderationAudit.$inferSelect;

/** One page of the log, newest first, by keyset on (at, id): strictly older than `before`. */
export async function listAudit(
  db: Db,
  query: { limit: number; before?: { at: number; id: string } },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(moderationAudit)
    .where(
      query.before
        ? sql`(${moderationAudit.at}, ${moderationAudit.id}) < (${query.before.at}, ${query.before.id})`
        : undefined,
    )
    .orderBy(desc(moderationAudit.at), desc(moderationAudit.id))
    .limit(query.limit);
}

export async function findAuditCursor(db: Db, id: string) {
  const rows = await db
    .select({ at: moderationAudit.at, id: moderationAudit.id })
    .from(moderationAudit)
    .where(eq(moderationAudit.id, id))
    .limit(1);
  return rows[0] ?? null;
}
