import { eq, sql } from 'drizzle-orm';
import { authorRefs, users } from '../../schema/tables';
import type { Db } from './client';

/**
 * Gives every author with content awaiting review an opaque reference per kind (thoughts,
 * comments), if they have none yet. Random (never derived from an identity); INSERT OR IGNORE
 * keeps the first one, so a reference stays stable for as long as the account exists.
 */
export function ensureReviewAuthorRefs(now: number) {
  return sql`INSERT OR IGNORE INTO author_refs (user_id, kind, ref, created_at)
    SELECT author_id, kind, lower(hex(randomblob(16))), ${now} FROM (
      SELECT author_id, 'thought' AS kind FROM thoughts WHERE status IN ('hidden', 'held')
      UNION SELECT author_id, 'thought' FROM thoughts WHERE worried_at IS NOT NULL
      UNION SELECT author_id, 'comment' FROM comments WHERE status IN ('hidden', 'held')
      UNION SELECT author_id, 'comment' FROM comments WHERE worried_at IS NOT NULL)`;
}

export type RefTarget = { userId: string; presentationName: string; suspendedUntil: number | null };

/** The person behind a ref of either kind: suspending through either suspends them. */
export async function findUserByAuthorRef(db: Db, ref: string): Promise<RefTarget | null> {
  const rows = await db
    .select({
      userId: users.id,
      presentationName: users.presentationName,
      suspendedUntil: users.suspendedUntil,
    })
    .from(authorRefs)
    .innerJoin(users, eq(users.id, authorRefs.userId))
    .where(eq(authorRefs.ref, ref))
    .limit(1);
  return rows[0] ?? null;
}
