import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cjkPhrase, cjkSearchText } from '../../schema/cjk-search-text';
import { thoughts, type ContentStatus } from '../../schema/tables';
import { runBatch } from './batch';
import { awardSteps, type Award } from './points';
import { adjustCategoryCount } from './categories';
import { attachImageStep, imageAttachable } from './images';
import type { Db } from './client';
import { findDeletedPosition } from './deleted-positions';

/** A thought as the API may show it: deliberately without its author (thoughts are anonymous). */
export type ThoughtRow = {
  id: string;
  content: string;
  category: string;
  likes: number;
  comments: number;
  createdAt: number;
  imageUrl: string | null;
  tokensCost: number;
  hasLiked: boolean;
  isReported: boolean;
};

export type ThoughtCursor = { createdAt: number; id: string };

export type ThoughtSearch = {
  /** Case-insensitive text looked for in the content. */
  text: string;
  /** Categories whose name contains the text (worked out by the caller). */
  categories: string[];
};

export type ThoughtListQuery = {
  viewerId: string | null;
  limit: number;
  category?: string;
  before?: ThoughtCursor;
  search?: ThoughtSearch;
};

// Written literally: SQLite uses the `WHERE status = 'visible'` partial indexes only when the
// query repeats that exact literal.
const isVisible = sql`${thoughts.status} = 'visible'`;

// The outer table is named in raw SQL: drizzle would render a bare "id" inside the subquery.
export function viewerColumns(viewerId: string | null) {
  if (viewerId === null) {
    return { hasLiked: sql<number>`0`, isReported: sql<number>`0` };
  }
  return {
    hasLiked: sql<number>`EXISTS (SELECT 1 FROM thought_likes
      WHERE thought_likes.thought_id = thoughts.id AND thought_likes.user_id = ${viewerId})`,
    isReported: sql<number>`EXISTS (SELECT 1 FROM thought_reports
      WHERE thought_reports.thought_id = thoughts.id AND thought_reports.user_id = ${viewerId})`,
  };
}

/** The columns of a ThoughtRow that are the same for every viewer. */
export const thoughtColumns = {
  id: thoughts.id,
  content: thoughts.content,
  category: thoughts.category,
  likes: thoughts.likes,
  comments: thoughts.comments,
  createdAt: thoughts.createdAt,
  imageUrl: thoughts.imageUrl,
  tokensCost: thoughts.tokensCost,
};

function selectThoughts(db: Db, viewerId: string | null) {
  return db.select({ ...thoughtColumns, ...viewerColumns(viewerId) }).from(thoughts);
}

type RawThoughtRow = Omit<ThoughtRow, 'hasLiked' | 'isReported'> & {
  hasLiked: number;
  isReported: number;
};

export function toRow(raw: RawThoughtRow): ThoughtRow {
  return { ...raw, hasLiked: raw.hasLiked === 1, isReported: raw.isReported === 1 };
}

/** Quotes text as one FTS5 string (a trigram phrase: a case-insensitive substring). */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** Letters, digits and spaces only: text a word query represents without losing anything. */
const WORDS_ONLY = /^[\p{L}\p{N}\s]+$/u;
/** Scripts written without spaces: a word there is a whole run, so a term sits mid-"word". */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The words of the text as an FTS5 phrase whose last word is a prefix ("love mor" finds "I love
 * mornings"), or null when the text is not plain words and only a substring match is faithful
 * ("q%", quotes, CJK).
 */
function wordPrefixPhrase(text: string): string | null {
  if (!WORDS_ONLY.test(text) || UNSPACED_SCRIPT.test(text)) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : `"${words.join(' ')}" *`;
}

const wordMatch = (phrase: string) =>
  sql`thoughts.rowid IN (SELECT rowid FROM thoughts_words WHERE thoughts_words MATCH ${phrase})`;

function substringMatch(text: string): SQL {
  if ([...text].length >= 3) {
    return sql`thoughts.rowid IN (SELECT rowid FROM thoughts_fts
        WHERE thoughts_fts MATCH ${ftsPhrase(text)})`;
  }
  // The trigram index needs at least 3 characters. Two Han or kana letters (most Chinese and
  // Japanese words) are a phrase in the CJK index; other short text falls back to LIKE over the
  // newest thoughts (shortTextMatch).
  const cjk = cjkPhrase(text);
  return cjk !== null
    ? sql`thoughts.rowid IN (SELECT rowid FROM thoughts_cjk WHERE thoughts_cjk MATCH ${cjk})`
    : shortTextMatch(text);
}

/**
 * How far back a two-character search no index answers reads ("z!", Thai, a Latin pair inside
 * words): the newest visible thoughts only. A rare pair walked every visible thought, so its cost
 * grew with them; now it stays the same however many there are (DESIGN.md section 7,
 * docs/decisions/098).
 */
export const SHORT_SEARCH_WINDOW = 10_000;

/**
 * Two characters anywhere in the newest thoughts, in either case: SQLite's LIKE folds ASCII
 * only, so "жа" is also asked as "Жа", "жА" and "ЖА" (two characters make four spellings at most).
 */
function shortTextMatch(text: string): SQL {
  const spellings = [...text].reduce<string[]>(
    (sofar, char) =>
      sofar.flatMap((start) =>
        [...new Set([char.toLowerCase(), char.toUpperCase()])].map((c) => start + c),
      ),
    [''],
  );
  const likes = spellings.map(
    (spelling) =>
      sql`${thoughts.content} LIKE ${`%${spelling.replace(/[\\%_]/g, '\\$&')}%`} ESCAPE '\\'`,
  );
  const newest = sql`${thoughts.createdAt} >= coalesce((SELECT created_at FROM thoughts
      WHERE status = 'visible' ORDER BY created_at DESC, id DESC
      LIMIT 1 OFFSET ${SHORT_SEARCH_WINDOW - 1}), 0)`;
  return sql`(${sql.join(likes, sql` OR `)}) AND ${newest}`;
}

/** Whether any visible thought in scope has a word starting like the text (one row at most). */
async function anyWordMatch(db: Db, phrase: string, category: string | undefined) {
  const rows = await db
    .select({ id: thoughts.id })
    .from(thoughts)
    .where(
      and(
        isVisible,
        category === undefined ? undefined : eq(thoughts.category, category),
        wordMatch(phrase),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Word-prefix matching when the text starts a word anywhere in scope, substring matching
 * otherwise (docs/decisions/003-search.md). The choice ignores the cursor, so every page of one
 * search uses the same rule and keyset paging neither skips nor repeats a thought.
 */
async function searchCondition(
  db: Db,
  search: ThoughtSearch,
  category: string | undefined,
): Promise<SQL | undefined> {
  const phrase = wordPrefixPhrase(search.text);
  const contentMatch =
    phrase !== null && (await anyWordMatch(db, phrase, category))
      ? wordMatch(phrase)
      : substringMatch(search.text);
  return search.categories.length > 0
    ? or(contentMatch, inArray(thoughts.category, search.categories))
    : contentMatch;
}

/** One page of visible thoughts, newest first, by keyset (never OFFSET). */
export async function listThoughts(db: Db, query: ThoughtListQuery): Promise<ThoughtRow[]> {
  const search =
    query.search === undefined
      ? undefined
      : await searchCondition(db, query.search, query.category);
  const rows = await selectThoughts(db, query.viewerId)
    .where(
      and(
        isVisible,
        query.category === undefined ? undefined : eq(thoughts.category, query.category),
        query.before === undefined
          ? undefined
          : sql`(${thoughts.createdAt}, ${thoughts.id}) < (${query.before.createdAt}, ${query.before.id})`,
        search,
      ),
    )
    .orderBy(desc(thoughts.createdAt), desc(thoughts.id))
    .limit(query.limit);
  return rows.map(toRow);
}

/** Where a page ends: any existing thought (hidden ones too, so a cursor survives hiding). */
export async function findThoughtCursor(db: Db, id: string): Promise<ThoughtCursor | null> {
  const rows = await db
    .select({ createdAt: thoughts.createdAt, id: thoughts.id })
    .from(thoughts)
    .where(eq(thoughts.id, id))
    .limit(1);
  return rows[0] ?? (await findDeletedPosition(db, 'thought', id));
}

/** Author and visibility, for checks only; never shown in a response. */
export async function findThoughtAuthor(
  db: Db,
  id: string,
): Promise<{ authorId: string; status: ContentStatus; category: string } | null> {
  const rows = await db
    .select({ authorId: thoughts.authorId, status: thoughts.status, category: thoughts.category })
    .from(thoughts)
    .where(eq(thoughts.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export type NewThought = {
  id: string;
  authorId: string;
  content: string;
  category: string;
  imageUrl: string | null;
  /** The storage key behind imageUrl: attached to this thought in the same transaction. */
  imageKey: string | null;
  tokensCost: number;
  createdAt: number;
  /** `held`: stored for review, never public; the flags say what moderation saw. */
  status: 'visible' | 'held';
  crisis: boolean;
  threat: boolean;
};

/** Why a post was not stored, as the batch itself saw it. */
export type PostRefusal =
  | { refused: 'image' }
  /** The author's last post inside the interval: the next one may come at last + interval. */
  | { refused: 'interval'; lastPostAt: number };

/**
 * Inserts the thought, counts a visible one in its category and attaches its image, in one batch,
 * unless its author posted within `intervalMs` (held thoughts count too) or the image is not the
 * author's own unattached upload. The batch's first step reads those two conditions, and the insert
 * is guarded by the same ones inside the same transaction: simultaneous posts cannot both slip
 * through, an image goes to one thought only, and the answer says which condition refused it.
 */
export async function insertThought(
  db: Db,
  thought: NewThought,
  intervalMs: number,
): Promise<PostRefusal | null> {
  const storedVisible = sql`EXISTS (SELECT 1 FROM thoughts
    WHERE id = ${thought.id} AND status = 'visible')`;
  const imageFree =
    thought.imageKey === null ? sql`1` : imageAttachable(thought.imageKey, thought.authorId);
  const lastRecent = sql`(SELECT max(created_at) FROM thoughts
    WHERE author_id = ${thought.authorId} AND created_at > ${thought.createdAt - intervalMs})`;
  const { guards } = await runBatch(db, {
    guards: sql`SELECT ${imageFree} AS imageFree, ${lastRecent} AS lastPostAt`,
    thought: sql`INSERT INTO thoughts
        (id, author_id, content, category, image_url, tokens_cost, created_at,
         status, crisis, threat, cjk_text)
      SELECT ${thought.id}, ${thought.authorId}, ${thought.content}, ${thought.category},
             ${thought.imageUrl}, ${thought.tokensCost}, ${thought.createdAt},
             ${thought.status}, ${thought.crisis ? 1 : 0}, ${thought.threat ? 1 : 0},
             ${cjkSearchText(thought.content)}
      WHERE ${lastRecent} IS NULL AND ${imageFree}`,
    image:
      thought.imageKey === null
        ? sql`SELECT 0`
        : attachImageStep(
            thought.imageKey,
            thought.id,
            sql`EXISTS (SELECT 1 FROM thoughts WHERE id = ${thought.id})`,
          ),
    categoryCount: adjustCategoryCount(thought.category, 1, storedVisible),
  });
  return postRefusal(guards[0]);
}

/** The refusal a post batch's `guards` step reports, or null when every condition held. */
function postRefusal(guards: Record<string, unknown> | undefined): PostRefusal | null {
  if (guards?.imageFree === 0) return { refused: 'image' };
  const lastPostAt = guards?.lastPostAt;
  return typeof lastPostAt === 'number' ? { refused: 'interval', lastPostAt } : null;
}

/**
 * Sets the user's like in one batch. The counter moves only when the like row really appeared or
 * disappeared (`changes()` of the statement just before, inside the same transaction), so
 * concurrent and repeated requests stay exact. `changed` says whether this call flipped it.
 */
export async function setThoughtLike(
  db: Db,
  args: { thoughtId: string; userId: string; liked: boolean; now: number },
  /** The author's award for a new like, granted in the same transaction only if it is new. */
  award: Award | null,
): Promise<{ changed: boolean; likes: number; comments: number } | null> {
  const toggle = args.liked
    ? sql`INSERT OR IGNORE INTO thought_likes (thought_id, user_id, created_at)
        SELECT ${args.thoughtId}, ${args.userId}, ${args.now}
        WHERE EXISTS (SELECT 1 FROM thoughts WHERE id = ${args.thoughtId} AND status = 'visible')`
    : sql`DELETE FROM thought_likes
        WHERE thought_id = ${args.thoughtId} AND user_id = ${args.userId}`;
  const results = await runBatch(db, {
    toggle,
    counted: sql`UPDATE thoughts SET likes = likes + ${args.liked ? 1 : -1}
      WHERE id = ${args.thoughtId} AND changes() = 1 RETURNING id`,
    current: sql`SELECT likes, comments FROM thoughts
      WHERE id = ${args.thoughtId} AND status = 'visible'`,
    ...(award && args.liked
      ? awardSteps(
          award,
          sql`EXISTS (SELECT 1 FROM thought_likes WHERE thought_id = ${args.thoughtId}
            AND user_id = ${args.userId} AND created_at = ${args.now})`,
        )
      : {}),
  });
  const { likes, comments } = results.current[0] ?? {};
  return typeof likes === 'number'
    ? { changed: results.counted.length === 1, likes, comments: Number(comments) }
    : null;
}

/**
 * Records one report per user. In one batch: the report row, the report counter (only for a new
 * row that counts: reports by too-young accounts are kept for moderators but hide nothing),
 * hiding at the threshold, and, only on that hiding transition, the category count.
 */
export async function reportThought(
  db: Db,
  args: {
    thoughtId: string;
    userId: string;
    reason: string | null;
    counted: boolean;
    now: number;
    hideAt: number;
  },
): Promise<{ hidden: boolean }> {
  const { hidden } = await runBatch(db, {
    report: sql`INSERT OR IGNORE INTO thought_reports
        (thought_id, user_id, reason, counted, created_at)
      VALUES (${args.thoughtId}, ${args.userId}, ${args.reason}, ${args.counted ? 1 : 0},
              ${args.now})`,
    counted: sql`UPDATE thoughts SET reports = reports + 1
      WHERE id = ${args.thoughtId} AND changes() = 1 AND ${args.counted ? 1 : 0} = 1`,
    hidden: sql`UPDATE thoughts SET status = 'hidden'
      WHERE id = ${args.thoughtId} AND status = 'visible' AND reports >= ${args.hideAt}
      RETURNING id`,
    categoryCount: adjustCategoryCount(
      sql`(SELECT category FROM thoughts WHERE id = ${args.thoughtId})`,
      -1,
      sql`changes() = 1`,
    ),
  });
  return { hidden: hidden.length === 1 };
}

/** Thoughts the CJK index has not reached yet (migration 0011), oldest first, by its index. */
export async function thoughtsWithoutCjkText(db: Db, limit: number) {
  return db
    .select({ id: thoughts.id, content: thoughts.content })
    .from(thoughts)
    .where(isNull(thoughts.cjkText))
    .orderBy(asc(thoughts.createdAt))
    .limit(limit);
}

/** Stores what the backfill computed (one statement per thought, one batch). */
export async function setCjkTexts(db: Db, rows: { id: string; cjkText: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const steps = Object.fromEntries(
    rows.map(({ id, cjkText }, index) => [
      `thought${index}`,
      db.update(thoughts).set({ cjkText }).where(eq(thoughts.id, id)),
    ]),
  );
  await runBatch(db, steps);
}
