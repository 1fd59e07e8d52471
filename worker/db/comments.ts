import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { comments, staffPicks, users } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';
import { findDeletedPosition } from './deleted-positions';

export type CommentRow = {
  id: string;
  thoughtId: string;
  authorId: string;
  content: string;
  helpfulCount: number;
  funnyCount: number;
  createdAt: number;
  author: { presentationName: string };
  /** For the author's current role (ADMIN_WALLETS); never put in a response. */
  authorWallet: string;
  isStaffPick: boolean;
  /** By the viewer. */
  isReported: boolean;
};

// The outer table is named in raw SQL: drizzle would render a bare "id" inside the subquery.
function reportedBy(viewerId: string | null) {
  return viewerId === null
    ? sql<number>`0`
    : sql<number>`EXISTS (SELECT 1 FROM comment_reports
        WHERE comment_reports.comment_id = comments.id AND comment_reports.user_id = ${viewerId})`;
}

function selectComments(db: Db, viewerId: string | null = null) {
  return db
    .select({
      id: comments.id,
      thoughtId: comments.thoughtId,
      authorId: comments.authorId,
      content: comments.content,
      helpfulCount: comments.helpfulCount,
      funnyCount: comments.funnyCount,
      createdAt: comments.createdAt,
      author: { presentationName: users.presentationName },
      authorWallet: users.walletAddress,
      staffPickedAt: staffPicks.createdAt,
      reported: reportedBy(viewerId),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(staffPicks, eq(staffPicks.commentId, comments.id));
}

type RawCommentRow = Omit<CommentRow, 'isStaffPick' | 'isReported'> & {
  staffPickedAt: number | null;
  reported: number;
};

function toRow({ staffPickedAt, reported, ...rest }: RawCommentRow): CommentRow {
  return { ...rest, isStaffPick: staffPickedAt !== null, isReported: reported === 1 };
}

export type CommentCursor = { createdAt: number; id: string };

/**
 * One page of a thought's visible comments, oldest first, by keyset after `after` (served by
 * comments_thought_idx).
 */
export async function listComments(
  db: Db,
  thoughtId: string,
  viewerId: string | null,
  page: { limit: number; after?: CommentCursor | undefined },
): Promise<CommentRow[]> {
  const rows = await selectComments(db, viewerId)
    .where(
      and(
        eq(comments.thoughtId, thoughtId),
        eq(comments.status, 'visible'),
        page.after === undefined
          ? undefined
          : sql`(${comments.createdAt}, ${comments.id}) > (${page.after.createdAt}, ${page.after.id})`,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(page.limit);
  return rows.map(toRow);
}

/** Where a page of this thread ends: any comment of it (hidden ones too, so a cursor survives). */
export async function findCommentCursor(
  db: Db,
  thoughtId: string,
  id: string,
): Promise<CommentCursor | null> {
  const rows = await db
    .select({ createdAt: comments.createdAt, id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.thoughtId, thoughtId)))
    .limit(1);
  return rows[0] ?? (await findDeletedPosition(db, 'comment', id, thoughtId));
}

/** At most this many names are read for a reply: a thread's talk is among far fewer people. */
const MAX_THREAD_NAMES = 500;

/**
 * The presentation names shown beside the thought's visible comments, but the viewer's own: the
 * people a comment of theirs can reply to ("@sam …").
 */
export async function otherCommenterNames(
  db: Db,
  thoughtId: string,
  viewerId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: users.presentationName })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.thoughtId, thoughtId),
        eq(comments.status, 'visible'),
        ne(comments.authorId, viewerId),
      ),
    )
    .limit(MAX_THREAD_NAMES);
  return rows.map(({ name }) => name);
}

export type NewComment = {
  id: string;
  thoughtId: string;
  authorId: string;
  content: string;
  createdAt: number;
  /** `held`: stored for review, never listed or counted; the flags say what moderation saw. */
  status: 'visible' | 'held';
  crisis: boolean;
  threat: boolean;
};

/**
 * Stores the comment and, when it is visible, bumps the thought's comment counter, in one batch,
 * unless the thought is unknown or not visible, or the author commented within `intervalMs` (held
 * comments count towards it). The first step reads those conditions and the thought's category,
 * and the insert is guarded by the same ones in the same transaction: simultaneous requests cannot
 * both pass, and the answer says which condition refused it.
 */
export async function insertComment(
  db: Db,
  comment: NewComment,
  intervalMs: number,
): Promise<
  /** The thought's counts after a visible comment (null for a held one). */
  | { refused: null; category: string; counts: { likes: number; comments: number } | null }
  | { refused: 'thought' }
  /** The author's last comment inside the interval: the next may come at last + interval. */
  | { refused: 'interval'; lastPostAt: number }
> {
  const thoughtCategory = sql`(SELECT category FROM thoughts
    WHERE id = ${comment.thoughtId} AND status = 'visible')`;
  const lastRecent = sql`(SELECT max(created_at) FROM comments
    WHERE author_id = ${comment.authorId} AND created_at > ${comment.createdAt - intervalMs})`;
  const storedVisible = sql`EXISTS (SELECT 1 FROM comments
    WHERE id = ${comment.id} AND status = 'visible')`;
  const { guards, thoughtCount } = await runBatch(db, {
    guards: sql`SELECT ${thoughtCategory} AS category, ${lastRecent} AS lastPostAt`,
    comment: sql`INSERT INTO comments
        (id, thought_id, author_id, content, created_at, status, crisis, threat)
      SELECT ${comment.id}, ${comment.thoughtId}, ${comment.authorId}, ${comment.content},
             ${comment.createdAt}, ${comment.status}, ${comment.crisis ? 1 : 0},
             ${comment.threat ? 1 : 0}
      WHERE ${thoughtCategory} IS NOT NULL AND ${lastRecent} IS NULL`,
    thoughtCount: sql`UPDATE thoughts SET comments = comments + 1
      WHERE id = ${comment.thoughtId} AND ${storedVisible} RETURNING likes, comments`,
    // Commenting joins the thread, seen up to now: later replies count as new for this person
    // on My Echo and may notify them (docs/decisions/024).
    follow: sql`INSERT INTO thread_follows (user_id, thought_id, seen_at)
      SELECT ${comment.authorId}, ${comment.thoughtId}, ${comment.createdAt}
      WHERE ${storedVisible}
      ON CONFLICT (user_id, thought_id) DO UPDATE SET seen_at = excluded.seen_at`,
  });
  const { category, lastPostAt } = guards[0] ?? {};
  if (typeof category !== 'string') return { refused: 'thought' };
  if (typeof lastPostAt === 'number') return { refused: 'interval', lastPostAt };
  const counted = thoughtCount[0];
  return {
    refused: null,
    category,
    counts: counted ? { likes: Number(counted.likes), comments: Number(counted.comments) } : null,
  };
}
