import { and, desc, eq, sql } from 'drizzle-orm';
import { thoughts, type ContentStatus } from '../../schema/tables';
import type { Db } from './client';
import { unseenReplies } from './unseen-replies';
import {
  thoughtColumns,
  toRow,
  viewerColumns,
  type ThoughtCursor,
  type ThoughtRow,
} from './thoughts';

/** One of the author's own thoughts, in any status, with what only its author may see. */
export type OwnThoughtRow = ThoughtRow & {
  status: ContentStatus;
  crisis: boolean;
  newComments: number;
};

// Replies since the author last looked: a page of at most 100 thoughts costs at most the unseen
// replies on it.
const newComments = sql<number>`(SELECT count(*) ${unseenReplies(
  sql`thoughts.id`,
  sql`thoughts.author_id`,
  sql`coalesce(thoughts.author_seen_at, 0)`,
)})`;

/**
 * A page of the author's thoughts, newest first, by keyset along thoughts_author_recent_idx; with
 * `id`, that one thought alone, if it is the author's.
 */
export async function listOwnThoughts(
  db: Db,
  query: { authorId: string; limit: number; before?: ThoughtCursor; id?: string },
): Promise<OwnThoughtRow[]> {
  const rows = await db
    .select({
      ...thoughtColumns,
      ...viewerColumns(query.authorId),
      status: thoughts.status,
      crisis: thoughts.crisis,
      newComments,
    })
    .from(thoughts)
    .where(
      and(
        eq(thoughts.authorId, query.authorId),
        query.id === undefined ? undefined : eq(thoughts.id, query.id),
        query.before === undefined
          ? undefined
          : sql`(${thoughts.createdAt}, ${thoughts.id}) < (${query.before.createdAt}, ${query.before.id})`,
      ),
    )
    .orderBy(desc(thoughts.createdAt), desc(thoughts.id))
    .limit(query.limit);
  return rows.map(({ status, crisis, newComments: fresh, ...rest }) => ({
    ...toRow(rest),
    status,
    crisis,
    newComments: fresh,
  }));
}

/**
 * The author's own thought (any status): where a page of their list ends, and what deleting it
 * must clean up. Null for anyone else's thought or an unknown id alike.
 */
export async function findOwnThought(
  db: Db,
  authorId: string,
  id: string,
): Promise<(ThoughtCursor & { imageUrl: string | null; category: string }) | null> {
  const rows = await db
    .select({
      createdAt: thoughts.createdAt,
      id: thoughts.id,
      imageUrl: thoughts.imageUrl,
      category: thoughts.category,
    })
    .from(thoughts)
    .where(and(eq(thoughts.id, id), eq(thoughts.authorId, authorId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the replies so far as seen. Returns false when it is not the author's thought. */
export async function markThoughtSeen(
  db: Db,
  args: { thoughtId: string; authorId: string; now: number },
): Promise<boolean> {
  const rows = await db
    .update(thoughts)
    .set({ authorSeenAt: args.now })
    .where(and(eq(thoughts.id, args.thoughtId), eq(thoughts.authorId, args.authorId)))
    .returning({ id: thoughts.id });
  return rows.length === 1;
}
