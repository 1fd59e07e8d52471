// Where thoughts and comments deleted for good stood in their lists (docs/decisions/098). A page
// of thoughts or comments ends on an item, and the next page is asked for by its id (`before`,
// `after`): once the item was deleted, that id led nowhere and every "load more" answered 400.
// What is kept is the id, the thread and the posting time, all public while the item was; never
// its author or text. Kept a week.
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { TIMINGS } from '../../schema/constants';
import { deletedPositions } from '../../schema/tables';
import type { Db } from './client';

/**
 * A batch step that keeps where the rows `source` selects stood: `source` selects each row's id,
 * thought id and created time, in that order.
 */
export function keepPosition(kind: 'thought' | 'comment', source: SQL, now: number): SQL {
  return sql`INSERT OR IGNORE INTO deleted_positions (id, thought_id, created_at, kind, deleted_at)
    SELECT *, ${kind}, ${now} FROM (${source})`;
}

/** Where a deleted item of `kind` in `thoughtId`'s thread (any thread when omitted) stood. */
export async function findDeletedPosition(
  db: Db,
  kind: 'thought' | 'comment',
  id: string,
  thoughtId?: string,
): Promise<{ createdAt: number; id: string } | null> {
  const rows = await db
    .select({ createdAt: deletedPositions.createdAt, id: deletedPositions.id })
    .from(deletedPositions)
    .where(
      and(
        eq(deletedPositions.id, id),
        eq(deletedPositions.kind, kind),
        thoughtId === undefined ? undefined : eq(deletedPositions.thoughtId, thoughtId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The cron: positions older than their lifetime are forgotten. */
export async function forgetOldDeletedPositions(db: Db, now: number): Promise<void> {
  await db
    .delete(deletedPositions)
    .where(lt(deletedPositions.deletedAt, now - TIMINGS.deletedPositionLifetimeMs));
}
