import { sql } from 'drizzle-orm';
import { runBatch } from './batch';
import type { Db } from './client';
import type { ContentKind } from './moderation-decisions';

/**
 * A reader's "worried about this person?" flag, in one batch: the flag row (once per reader and
 * item), and, only for a new flag on a visible item, the item's `worried_at` if no earlier flag
 * is waiting for a moderator. Returns false when the item is not visible (nothing was stored).
 */
export async function flagWorried(
  db: Db,
  args: { kind: ContentKind; id: string; userId: string; now: number },
): Promise<boolean> {
  const table = args.kind === 'thought' ? sql`thoughts` : sql`comments`;
  // A comment is readable only while its thought is too: one under a removed thought is no
  // reader's to flag (a 404, as for its status and votes).
  const visibleItem =
    args.kind === 'thought'
      ? sql`SELECT 1 AS found FROM thoughts WHERE id = ${args.id} AND status = 'visible'`
      : sql`SELECT 1 AS found FROM comments c JOIN thoughts t ON t.id = c.thought_id
          WHERE c.id = ${args.id} AND c.status = 'visible' AND t.status = 'visible'`;
  const { item } = await runBatch(db, {
    flag: sql`INSERT OR IGNORE INTO worried_flags (kind, item_id, user_id, created_at)
      SELECT ${args.kind}, ${args.id}, ${args.userId}, ${args.now}
      WHERE EXISTS (${visibleItem})`,
    urgent: sql`UPDATE ${table} SET worried_at = coalesce(worried_at, ${args.now})
      WHERE id = ${args.id} AND changes() = 1`,
    item: visibleItem,
  });
  return item.length === 1;
}
