// An author taking back what they wrote. Every statement is guarded by the author's id, so
// nobody else's rows can move, and each delete is one batch: its counters move with it.
import { sql } from 'drizzle-orm';
import { runBatch } from './batch';
import { adjustCategoryCount } from './categories';
import type { Db } from './client';
import { keepPosition } from './deleted-positions';

/**
 * Deletes the author's thought with everything hanging off it: its comments (and their upvotes,
 * reports and staff picks) and its likes and reports go by ON DELETE CASCADE; its image rows are
 * deleted here, and their keys are returned so the caller removes the R2 objects. The category
 * count drops only if the thought was visible (only visible thoughts are counted). Points already
 * awarded stay in the ledger. Returns null when nothing was deleted.
 */
export async function deleteOwnThought(
  db: Db,
  args: { thoughtId: string; authorId: string; imageKey: string | null; now: number },
): Promise<{ imageKeys: string[] } | null> {
  const own = sql`id = ${args.thoughtId} AND author_id = ${args.authorId}`;
  const { images, thought } = await runBatch(db, {
    position: keepPosition(
      'thought',
      sql`SELECT id, id, created_at FROM thoughts WHERE ${own}`,
      args.now,
    ),
    categoryCount: adjustCategoryCount(
      sql`(SELECT category FROM thoughts WHERE ${own} AND status = 'visible')`,
      -1,
      sql`1`,
    ),
    images: sql`DELETE FROM images WHERE owner_id = ${args.authorId}
      AND (thought_id = ${args.thoughtId} OR key = ${args.imageKey})
      AND EXISTS (SELECT 1 FROM thoughts WHERE ${own})
      RETURNING key`,
    thought: sql`DELETE FROM thoughts WHERE ${own} RETURNING id`,
  });
  if (thought.length !== 1) return null;
  return { imageKeys: images.map((row) => String(row.key)) };
}

/**
 * Deletes the author's comment (its upvotes, reports and staff pick by cascade) and, if it was
 * visible, takes it off its thought's comment count; with it their last there, they leave the
 * thread. Returns where it was (and whether readers
 * could see it), or null when nothing was deleted.
 */
export async function deleteOwnComment(
  db: Db,
  args: { commentId: string; authorId: string; now: number },
): Promise<{ thoughtId: string; category: string; wasVisible: boolean } | null> {
  const own = sql`id = ${args.commentId} AND author_id = ${args.authorId}`;
  const { place, comment } = await runBatch(db, {
    position: keepPosition(
      'comment',
      sql`SELECT id, thought_id, created_at FROM comments WHERE ${own}`,
      args.now,
    ),
    place: sql`SELECT c.thought_id AS thoughtId, t.category, c.status
      FROM comments c JOIN thoughts t ON t.id = c.thought_id
      WHERE c.id = ${args.commentId} AND c.author_id = ${args.authorId}`,
    commentCount: sql`UPDATE thoughts SET comments = comments - 1
      WHERE id = (SELECT thought_id FROM comments WHERE ${own} AND status = 'visible')`,
    // Their last comment there gone, they have left the thread: its later replies are not
    // theirs to hear of, on My Echo or by push (docs/decisions/097).
    leave: sql`DELETE FROM thread_follows
      WHERE user_id = ${args.authorId}
        AND thought_id = (SELECT thought_id FROM comments WHERE ${own})
        AND NOT EXISTS (SELECT 1 FROM comments other
          WHERE other.author_id = ${args.authorId} AND other.thought_id = thread_follows.thought_id
            AND other.id <> ${args.commentId})`,
    comment: sql`DELETE FROM comments WHERE ${own} RETURNING id`,
  });
  const [where] = place;
  if (comment.length !== 1 || !where) return null;
  return {
    thoughtId: String(where.thoughtId),
    category: String(where.category),
    wasVisible: where.status === 'visible',
  };
}
