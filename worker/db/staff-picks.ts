import { staffPicks } from '../../schema/tables';
import type { Db } from './client';

/** Marks a comment as a staff pick; false when it already was (the comment id is the key). */
export async function insertStaffPick(
  db: Db,
  pick: { commentId: string; pickedBy: string; now: number },
): Promise<boolean> {
  const rows = await db
    .insert(staffPicks)
    .values({ commentId: pick.commentId, pickedBy: pick.pickedBy, createdAt: pick.now })
    .onConflictDoNothing({ target: staffPicks.commentId })
    .returning({ commentId: staffPicks.commentId });
  return rows.length === 1;
}
