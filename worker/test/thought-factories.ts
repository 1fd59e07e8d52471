// Thought and comment rows for tests, inserted directly (no interval, no moderation), plus the
// anonymity check every thought-bearing response must pass.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Category } from '../../schema/api';
import { cjkSearchText } from '../../schema/cjk-search-text';
import { categoryCounters, comments, thoughts } from '../../schema/tables';
import { buildUser, callJson, testDb, unique, type TestUser } from './factories';

export type TestThought = typeof thoughts.$inferSelect;

export async function buildThought(overrides: Partial<TestThought> = {}): Promise<TestThought> {
  const authorId = overrides.authorId ?? (await buildUser()).id;
  const row: TestThought = {
    id: crypto.randomUUID(),
    authorId,
    content: `A thought worth sharing ${unique('t')}`,
    category: 'Anxiety' satisfies Category,
    imageUrl: null,
    tokensCost: 0,
    likes: 0,
    comments: 0,
    reports: 0,
    status: 'visible',
    crisis: false,
    threat: false,
    createdAt: Date.now(),
    authorSeenAt: null,
    cjkText: null,
    worriedAt: null,
    ...overrides,
  };
  // As insertThought writes it, unless a test sets it (null: not yet reached by the backfill).
  if (!('cjkText' in overrides)) row.cjkText = cjkSearchText(row.content);
  await testDb().insert(thoughts).values(row);
  return row;
}

export type TestComment = typeof comments.$inferSelect;

export async function buildComment(
  overrides: Partial<TestComment> & { thoughtId: string },
): Promise<TestComment> {
  const row: TestComment = {
    id: crypto.randomUUID(),
    authorId: overrides.authorId ?? (await buildUser()).id,
    content: `A kind reply ${unique('c')}`,
    helpfulCount: 0,
    funnyCount: 0,
    reports: 0,
    status: 'visible',
    crisis: false,
    threat: false,
    createdAt: Date.now(),
    worriedAt: null,
    ...overrides,
  };
  await testDb().insert(comments).values(row);
  return row;
}

/** The stored count of visible thoughts in a category. */
export async function categoryCount(category: string): Promise<number> {
  const rows = await testDb()
    .select({ n: categoryCounters.visibleCount })
    .from(categoryCounters)
    .where(eq(categoryCounters.category, category));
  return rows[0]?.n ?? -1;
}

export const THOUGHT_KEYS = [
  'category',
  'comments',
  'content',
  'createdAt',
  'hasLiked',
  'id',
  'imageUrl',
  'isAnonymous',
  'isReported',
  'likes',
  'tokensCost',
];

/**
 * Thoughts are anonymous: nothing in the body may identify the author, and no keys beyond the
 * thought's own and `extraKeys` (a new post's `crisis`).
 */
export function expectAnonymous(
  body: unknown,
  authors: TestUser[],
  extraKeys: string[] = [],
): void {
  const text = JSON.stringify(body);
  for (const author of authors) {
    expect(text).not.toContain(author.id);
    expect(text).not.toContain(author.walletAddress);
    expect(text).not.toContain(author.presentationName);
  }
  const list = Array.isArray(body) ? body : [body];
  for (const thought of list) {
    expect(Object.keys(thought as object).sort()).toEqual([...THOUGHT_KEYS, ...extraKeys].sort());
  }
}

/** A comment by `author` under a fresh thought by someone else: the target of votes and picks. */
export async function buildCommentBy(author: { id: string }): Promise<TestComment> {
  const thought = await buildThought();
  return buildComment({ thoughtId: thought.id, authorId: author.id });
}

/** Every id a list answers, following `before` page by page until a short page. */
export async function idsAcrossPages(path: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let before: string | undefined;
  for (;;) {
    const { body } = await callJson<{ id: string }[]>(
      `${path}&limit=${limit}${before ? `&before=${before}` : ''}`,
    );
    seen.push(...body.map((t) => t.id));
    before = body.at(-1)?.id;
    if (body.length < limit) return seen;
  }
}

/** Newest first, ties by id descending: the order every thought list promises. */
export function newestFirst(rows: TestThought[]): string[] {
  return [...rows]
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
    .map((t) => t.id);
}
