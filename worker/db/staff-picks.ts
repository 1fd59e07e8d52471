import { sql } from 'drizzle-orm';
import { auditStatement, type AuditRecord } from './audit-log';
import { runBatch } from './batch';
import type { Db } from './client';
import { awardSteps, type Award } from './points';

/** Why a pick was not made, as the batch itself saw it. */
export type PickRefusal = 'already-picked' | 'daily-limit';

/**
 * Marks a comment as a staff pick, pays its author and writes the audit entry, in one
 * transaction. The first step reads the two conditions (the comment not picked yet, the picker
 * under `dailyLimit` picks since `dayStart`) that guard the insert in the same transaction, so
 * simultaneous picks cannot pass the limit; the award and the audit entry follow only this very
 * pick. Returns the refusal, or null when the pick was made.
 */
export async function insertStaffPick(
  db: Db,
  pick: { commentId: string; pickedBy: string; now: number; dayStart: number; dailyLimit: number },
  award: Award,
  audit: AuditRecord,
): Promise<PickRefusal | null> {
  const alreadyPicked = sql`EXISTS (SELECT 1 FROM staff_picks WHERE comment_id = ${pick.commentId})`;
  const picksToday = sql`(SELECT count(*) FROM staff_picks
    WHERE picked_by = ${pick.pickedBy} AND created_at >= ${pick.dayStart})`;
  const thisPick = sql`EXISTS (SELECT 1 FROM staff_picks WHERE comment_id = ${pick.commentId}
    AND picked_by = ${pick.pickedBy} AND created_at = ${pick.now})`;
  const { guards } = await runBatch(db, {
    guards: sql`SELECT ${alreadyPicked} AS alreadyPicked, ${picksToday} AS picksToday`,
    pick: sql`INSERT INTO staff_picks (comment_id, picked_by, created_at)
      SELECT ${pick.commentId}, ${pick.pickedBy}, ${pick.now}
      WHERE NOT ${alreadyPicked} AND ${picksToday} < ${pick.dailyLimit}`,
    audit: auditStatement(audit, thisPick),
    ...awardSteps(award, thisPick),
  });
  const [read] = guards;
  if (read?.alreadyPicked === 1) return 'already-picked';
  if (Number(read?.picksToday ?? 0) >= pick.dailyLimit) return 'daily-limit';
  return null;
}
