import { sql } from 'drizzle-orm';
import { ensureReviewAuthorRefs } from './author-refs';
import { runBatch } from './batch';
import type { Db } from './client';

/** How many items one look at the queue shows: the oldest wait first, the rest on the next. */
export const REVIEW_QUEUE_MAX = 100;

export type ReviewItemRow = {
  kind: 'thought' | 'comment';
  id: string;
  content: string;
  category: string | null;
  imageUrl: string | null;
  createdAt: number;
  /** Visible items are here because a reader was worried about their author. */
  status: 'hidden' | 'held' | 'visible';
  /** A reader flagged a possible crisis since a moderator last looked. */
  worried: boolean;
  crisis: boolean;
  threat: boolean;
  authorRef: string;
  reports: { reason: string | null; createdAt: number }[];
};

const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * What waits for a moderator: hidden and held thoughts and comments, and those readers are worried
 * about. Urgent ones come first: held ones (read as a crisis beside harm to others, and public
 * nowhere until a moderator decides) before those a reader flagged as a possible crisis, which any
 * reader can do (docs/decisions/084); each kind by how long it has waited, a flag from when it
 * was raised. Then the oldest. Each item comes with every report it received and its author's
 * opaque reference (created on first sight, in the same batch). Served by the partial `*_review_idx` and `*_worried_idx` indexes, so the cost follows
 * the queue, not the tables.
 */
export async function listReviewQueue(db: Db, now: number): Promise<ReviewItemRow[]> {
  const { items, thoughtReports, commentReports } = await runBatch(db, {
    refs: ensureReviewAuthorRefs(now),
    items: sql`SELECT *, (status = 'held' OR worried) AS urgent FROM (
        SELECT 'thought' AS kind, t.id, t.content, t.category, t.image_url AS imageUrl,
               t.created_at AS createdAt, t.status, t.crisis, t.threat, r.ref AS authorRef,
               t.worried_at IS NOT NULL AS worried, t.worried_at AS worriedAt
        FROM thoughts t JOIN author_refs r ON r.user_id = t.author_id AND r.kind = 'thought'
        WHERE t.id IN (SELECT id FROM thoughts WHERE status IN ('hidden', 'held')
                       UNION SELECT id FROM thoughts
                       WHERE worried_at IS NOT NULL AND status = 'visible')
        UNION ALL
        SELECT 'comment', c.id, c.content, NULL, NULL, c.created_at, c.status, c.crisis, c.threat,
               r.ref, c.worried_at IS NOT NULL, c.worried_at
        FROM comments c JOIN author_refs r ON r.user_id = c.author_id AND r.kind = 'comment'
        WHERE c.id IN (SELECT id FROM comments WHERE status IN ('hidden', 'held')
                       UNION SELECT id FROM comments
                       WHERE worried_at IS NOT NULL AND status = 'visible'))
      ORDER BY urgent DESC, status = 'held' DESC, coalesce(worriedAt, createdAt) ASC, id ASC
      LIMIT ${REVIEW_QUEUE_MAX}`,
    thoughtReports: sql`SELECT rep.thought_id AS itemId, rep.reason, rep.created_at AS createdAt
      FROM thought_reports rep JOIN thoughts t ON t.id = rep.thought_id
      WHERE t.status IN ('hidden', 'held') ORDER BY rep.created_at ASC`,
    commentReports: sql`SELECT rep.comment_id AS itemId, rep.reason, rep.created_at AS createdAt
      FROM comment_reports rep JOIN comments c ON c.id = rep.comment_id
      WHERE c.status IN ('hidden', 'held') ORDER BY rep.created_at ASC`,
  });

  const reportsById = new Map<string, ReviewItemRow['reports']>();
  for (const report of [...thoughtReports, ...commentReports]) {
    const id = String(report.itemId);
    const list = reportsById.get(id) ?? [];
    list.push({ reason: text(report.reason), createdAt: num(report.createdAt) });
    reportsById.set(id, list);
  }
  return items.map((row) => ({
    kind: row.kind === 'comment' ? 'comment' : 'thought',
    id: String(row.id),
    content: String(row.content),
    category: text(row.category),
    imageUrl: text(row.imageUrl),
    createdAt: num(row.createdAt),
    status: row.status === 'held' ? 'held' : row.status === 'visible' ? 'visible' : 'hidden',
    worried: num(row.worried) === 1,
    crisis: num(row.crisis) === 1,
    threat: num(row.threat) === 1,
    authorRef: String(row.authorRef),
    reports: reportsById.get(String(row.id)) ?? [],
  }));
}
