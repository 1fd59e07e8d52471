import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { LIMITS } from '../../schema/constants';
import { thoughts, threadFollows } from '../../schema/tables';
import type { Db } from './client';
import { unseenReplies } from './unseen-replies';
import { thoughtColumns, toRow, viewerColumns, type ThoughtRow } from './thoughts';

export type JoinedThreadRow = { thought: ThoughtRow; newComments: number; lastReplyAt: number };

// Replies since the person last saw the thread.
const unseen = unseenReplies(
  sql`thread_follows.thought_id`,
  sql`thread_follows.user_id`,
  sql`thread_follows.seen_at`,
);
const newComments = sql<number>`(SELECT count(*) ${unseen})`;
const lastReplyAt = sql<number | null>`(SELECT max(comments.created_at) ${unseen})`;

/**
 * The visible threads the person commented in, not their own thoughts (those are on My Echo
 * already), that have replies they have not seen: the most recent reply first.
 */
export async function listJoinedThreads(db: Db, userId: string): Promise<JoinedThreadRow[]> {
  const rows = await db
    .select({ ...thoughtColumns, ...viewerColumns(userId), newComments, lastReplyAt })
    .from(threadFollows)
    .innerJoin(thoughts, eq(thoughts.id, threadFollows.thoughtId))
    .where(
      and(
        eq(threadFollows.userId, userId),
        eq(thoughts.status, 'visible'),
        ne(thoughts.authorId, userId),
        gt(newComments, 0),
      ),
    )
    .orderBy(desc(lastReplyAt))
    .limit(LIMITS.joinedThreadsListed);
  return rows.map(({ newComments: fresh, lastReplyAt: last, ...thought }) => ({
    thought: toRow(thought),
    newComments: fresh,
    lastReplyAt: last ?? 0,
  }));
}

/** Marks the replies in a joined thread seen; false when the person never joined it. */
export async function markJoinedThreadSeen(
  db: Db,
  args: { userId: string; thoughtId: string; now: number },
): Promise<boolean> {
  const updated = await db
    .update(threadFollows)
    .set({ seenAt: args.now })
    .where(and(eq(threadFollows.userId, args.userId), eq(threadFollows.thoughtId, args.thoughtId)))
    .returning({ thoughtId: threadFollows.thoughtId });
  return updated.length > 0;
}
