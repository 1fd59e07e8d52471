import { sql } from 'drizzle-orm';
import { runBatch } from './batch';
import type { Db } from './client';
import { awardSteps, type Award } from './points';

/**
 * Marks a comment as a staff pick and pays its author, in one transaction: the award is granted
 * only if this call inserted the pick. False when the comment already was a pick (its id is the
 * key).
 */
export async function insertStaffPick(
  db: Db,
  pick: { commentId: string; pickedBy: string; now: number },
  award: Award,
): Promise<boolean> {
  const results = await runBatch(db, {
    pick: sql`INSERT OR IGNORE INTO staff_picks (comment_id, picked_by, created_at)
      VALUES (${pick.commentId}, ${pick.pickedBy}, ${pick.now})`,
    picked: sql`SELECT changes() AS picked`,
    ...awardSteps(
      award,
      sql`EXISTS (SELECT 1 FROM staff_picks WHERE comment_id = ${pick.commentId}
        AND picked_by = ${pick.pickedBy} AND created_at = ${pick.now})`,
    ),
  });
  return results.picked[0]?.picked === 1;
}
