import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PostedThought, Thought } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import * as tables from '../../schema/tables';
import { images, periodPoints, pointsLedger, thoughts, users } from '../../schema/tables';
import { listThoughts, type ThoughtListQuery } from '../db/thoughts';
import { buildUser, call, callJson, signedInUser, testDb, unique } from '../test/factories';
import {
  buildThought,
  categoryCount,
  expectAnonymous,
  idsAcrossPages,
  newestFirst,
} from '../test/thought-factories';

afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { error: string; reason?: string; code?: string; crisis?: boolean };

const validThought = (overrides: Record<string, unknown> = {}) => ({
  content: `Feeling hopeful about tomorrow ${unique('p')}`,
  category: 'Health',
  isAnonymous: true,
  ...overrides,
});

async function thoughtRow(id: string) {
  const rows = await testDb().select().from(thoughts).where(eq(thoughts.id, id));
  return rows[0];
}

/** A word no other test uses, so a search returns only this test's thoughts. */
const token = () => unique('zq').replaceAll('-', '');

describe('GET /api/thoughts', () => {
  test('lists visible thoughts newest first, anonymously, signed out flags false', async () => {
    const author = await buildUser();
    const word = token();
    const base = Date.now();
    const older = await buildThought({
      authorId: author.id,
      content: `older ${word}`,
      createdAt: base,
    });
    const newer = await buildThought({
      authorId: author.id,
      content: `newer ${word}`,
      createdAt: base + 1,
    });
    const { status, body } = await callJson<Thought[]>(`/api/thoughts?q=${word}`);
    expect(status).toBe(200);
    expect(body.map((t) => t.id)).toEqual([newer.id, older.id]);
    expect(body[0]).toMatchObject({
      content: `newer ${word}`,
      category: 'Anxiety',
      likes: 0,
      comments: 0,
      imageUrl: null,
      tokensCost: 0,
      isAnonymous: true,
      hasLiked: false,
      isReported: false,
      createdAt: new Date(base + 1).toISOString(),
    });
    expectAnonymous(body, [author]);
  });

  test('excludes hidden thoughts', async () => {
    const word = token();
    const visible = await buildThought({ content: `shown ${word}` });
    await buildThought({ content: `hidden ${word}`, status: 'hidden' });
    const { body } = await callJson<Thought[]>(`/api/thoughts?q=${word}`);
    expect(body.map((t) => t.id)).toEqual([visible.id]);
  });

  test('filters by exact category', async () => {
    const word = token();
    const work = await buildThought({ content: `job ${word}`, category: 'Work' });
    await buildThought({ content: `game ${word}`, category: 'Gaming' });
    const { status, body } = await callJson<Thought[]>(`/api/thoughts?category=Work&q=${word}`);
    expect(status).toBe(200);
    expect(body.map((t) => t.id)).toEqual([work.id]);
    const all = await callJson<Thought[]>('/api/thoughts?category=Work&limit=100');
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.every((t) => t.category === 'Work')).toBe(true);
  });

  test('q matches content case-insensitively through the trigram index', async () => {
    const word = token();
    const match = await buildThought({ content: `I Love ${word.toUpperCase()} mornings` });
    const { body } = await callJson<Thought[]>(
      `/api/thoughts?q=${encodeURIComponent(`love ${word}`)}`,
    );
    expect(body.map((t) => t.id)).toEqual([match.id]);
  });

  test('q with quotes and FTS syntax is treated as plain text', async () => {
    const word = token();
    const match = await buildThought({ content: `she said "${word}" AND OR * left` });
    const { status, body } = await callJson<Thought[]>(
      `/api/thoughts?q=${encodeURIComponent(`"${word}" AND OR *`)}`,
    );
    expect(status).toBe(200);
    expect(body.map((t) => t.id)).toEqual([match.id]);
  });

  test('q of 2 characters matches a substring too', async () => {
    const match = await buildThought({ content: `ends with Q% ${token()}` });
    const { status, body } = await callJson<Thought[]>(
      `/api/thoughts?q=${encodeURIComponent('q%')}&limit=100`,
    );
    expect(status).toBe(200);
    expect(body.map((t) => t.id)).toContain(match.id);
    // The % is literal, not a wildcard.
    expect(body.every((t) => t.content.toLowerCase().includes('q%'))).toBe(true);
  });

  test('q matches a category name too', async () => {
    const inCategory = await buildThought({
      content: `steam epiphany ${token()}`,
      category: 'Shower Thoughts',
    });
    const { body } = await callJson<Thought[]>('/api/thoughts?q=SHOWER&limit=100');
    expect(body.map((t) => t.id)).toContain(inCategory.id);
    expect(body.every((t) => t.category === 'Shower Thoughts' || /shower/i.test(t.content))).toBe(
      true,
    );
  });

  test('pages with before (strictly older) and limit', async () => {
    const word = token();
    const base = Date.now();
    const rows = [];
    for (let i = 0; i < 5; i += 1) {
      rows.push(await buildThought({ content: `page ${word} ${i}`, createdAt: base + i }));
    }
    // Two thoughts in the same millisecond still page exactly, by id.
    rows.push(await buildThought({ content: `page ${word} tie`, createdAt: base + 4 }));
    expect(await idsAcrossPages(`/api/thoughts?q=${word}`, 2)).toEqual(newestFirst(rows));
  });

  test('defaults to 50 and accepts up to 100', async () => {
    for (let i = 0; i < 51; i += 1) await buildThought();
    expect((await callJson<Thought[]>('/api/thoughts')).body).toHaveLength(50);
    expect((await callJson<Thought[]>('/api/thoughts?limit=100')).body.length).toBeGreaterThan(50);
  });

  test.each([
    ['limit=101', /limit/],
    ['limit=0', /limit/],
    ['limit=abc', /limit/],
    ['category=Nope', /category/],
  ])('rejects %s with 400', async (query, message) => {
    const { status, body } = await callJson<ErrorBody>(`/api/thoughts?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });

  test('an unknown before id is a 400', async () => {
    const { status, body } = await callJson<ErrorBody>(
      `/api/thoughts?before=${crypto.randomUUID()}`,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'before: unknown thought id' });
  });

  test('a signed-out view may be cached briefly; a signed-in one is never stored', async () => {
    const anonymous = await call('/api/thoughts?limit=1');
    expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=10');
    // A browser keeping the anonymous list must not show it after sign-in (hasLiked all false).
    expect(anonymous.headers.get('Vary')).toBe('Cookie');
    const { cookie } = await signedInUser();
    const signedIn = await call('/api/thoughts?limit=1', { cookie });
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test("shows the viewer's own like and report", async () => {
    const word = token();
    const thought = await buildThought({ content: `flags ${word}` });
    const viewer = await signedInUser();
    await call(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      body: { liked: true },
      cookie: viewer.cookie,
    });
    await call(`/api/thoughts/${thought.id}/report`, {
      method: 'PATCH',
      body: {},
      cookie: viewer.cookie,
    });
    const mine = await callJson<Thought[]>(`/api/thoughts?q=${word}`, { cookie: viewer.cookie });
    expect(mine.body[0]).toMatchObject({
      id: thought.id,
      hasLiked: true,
      isReported: true,
      likes: 1,
    });
    const other = await signedInUser();
    const theirs = await callJson<Thought[]>(`/api/thoughts?q=${word}`, { cookie: other.cookie });
    expect(theirs.body[0]).toMatchObject({ hasLiked: false, isReported: false, likes: 1 });
  });
});

describe('query plans', () => {
  async function planOf(query: ThoughtListQuery): Promise<string[]> {
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(env.DB, {
      schema: tables,
      logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
    });
    await listThoughts(db, query);
    const { sql, params } = captured[0] ?? { sql: '', params: [] };
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return plan.results.map((row) => row.detail);
  }
  const before = { createdAt: Date.now(), id: 'x' };

  test('the newest-first page walks the visible recency index, no sort, keyset seek', async () => {
    const plan = await planOf({ viewerId: 'viewer', limit: 50, before });
    expect(plan[0]).toBe(
      'SEARCH thoughts USING INDEX thoughts_visible_recent_idx ((created_at,id)<(?,?))',
    );
    expect(plan.join('\n')).toContain('SEARCH thought_likes USING COVERING INDEX');
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|SCAN thought_likes/);
  });

  test('the category filter seeks the visible category index', async () => {
    const plan = await planOf({ viewerId: null, limit: 50, category: 'Work', before });
    expect(plan).toEqual([
      'SEARCH thoughts USING INDEX thoughts_visible_category_recent_idx (category=? AND (created_at,id)<(?,?))',
    ]);
  });
});

describe('POST /api/thoughts', () => {
  test('creates a thought with trimmed content, token cost and category count', async () => {
    const { user, cookie } = await signedInUser();
    const countBefore = await categoryCount('Family');
    const word = unique('f').replaceAll('-', '');
    const content = `  Missing my grandmother today ${word}  `;
    const { status, body } = await callJson<PostedThought>('/api/thoughts', {
      body: { content, category: 'Family', isAnonymous: true, imageUrl: null },
      cookie,
      vars: { POST_TOKEN_COST: '7' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      content: content.trim(),
      category: 'Family',
      likes: 0,
      comments: 0,
      imageUrl: null,
      tokensCost: 7,
      isAnonymous: true,
      hasLiked: false,
      isReported: false,
      crisis: false,
    });
    expectAnonymous(body, [user], ['crisis']);
    expect(await categoryCount('Family')).toBe(countBefore + 1);
    const stored = await thoughtRow(body.id);
    expect(stored?.authorId).toBe(user.id);
    // Other files post at the same time: the list is read through the thought's own word.
    const list = await callJson<Thought[]>(`/api/thoughts?q=${word}`, { cookie });
    expect(list.body.map((thought) => thought.id)).toEqual([body.id]);
    expectAnonymous(list.body, [user]);
  });

  test('emoji sequences (surrogate pairs, joiners) are stored and read back as posted', async () => {
    const { cookie } = await signedInUser();
    const content = `Family day 👨\u200d👩\u200d👧 and a 🌧️ ${token()}`;
    const posted = await callJson<Thought>('/api/thoughts', {
      body: validThought({ content }),
      cookie,
    });
    expect(posted.status).toBe(201);
    expect(posted.body.content).toBe(content);
    const list = await callJson<Thought[]>(`/api/thoughts?q=${content.split(' ').pop()}`);
    expect(list.body.map((thought) => thought.content)).toEqual([content]);
  });

  test('answers 401 when signed out', async () => {
    const { status, body } = await callJson<ErrorBody>('/api/thoughts', { body: validThought() });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Not signed in' });
  });

  test.each([
    ['9 characters after trimming', { content: '   123456789   ' }, /at least 10/],
    ['20 zero-width spaces', { content: '\u200b'.repeat(20) }, /at least 10/],
    [
      '9 visible characters among fillers',
      { content: 'a\u200bb\u3164c\u2800defghi' },
      /at least 10/,
    ],
    ['half a surrogate pair', { content: '\ud800 lone high surrogate here' }, /valid Unicode/],
    ['501 characters', { content: 'a'.repeat(501) }, /at most 500/],
    ['missing content', { content: undefined }, /content/],
    ['missing category', { category: undefined }, /category/],
    ['an unknown category', { category: 'Cats' }, /category/],
    ['isAnonymous false', { isAnonymous: false }, /isAnonymous/],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<ErrorBody>('/api/thoughts', {
      body: validThought(overrides),
      cookie,
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });

  test('blocks moderated content with 422 and a reason', async () => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<ErrorBody>('/api/thoughts', {
      body: validThought({ content: 'email me at someone@example.com please' }),
      cookie,
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Content not allowed');
    expect(body.reason).toMatch(/^Content not allowed: .*email/);
    expect(body).toMatchObject({ code: 'email', crisis: false });
  });

  test('allows crisis content', async () => {
    const { cookie } = await signedInUser();
    const { status } = await callJson<Thought>('/api/thoughts', {
      body: validThought({ content: 'Some nights I want to kill myself' }),
      cookie,
    });
    expect(status).toBe(201);
  });

  test('allows one thought per 30 seconds per user (429 with Retry-After)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2031, 0, 1, 12, 0, 0);
    vi.setSystemTime(start);
    const { cookie } = await signedInUser();
    expect((await call('/api/thoughts', { body: validThought(), cookie })).status).toBe(201);

    vi.setSystemTime(start + 10_000);
    const blocked = await callJson<ErrorBody>('/api/thoughts', { body: validThought(), cookie });
    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get('Retry-After')).toBe('20');
    expect(blocked.body.error).toMatch(/30 seconds/);

    // Another user is not affected.
    const other = await signedInUser();
    expect(
      (await call('/api/thoughts', { body: validThought(), cookie: other.cookie })).status,
    ).toBe(201);

    vi.setSystemTime(start + 30_000);
    expect((await call('/api/thoughts', { body: validThought(), cookie })).status).toBe(201);
  });

  test('two simultaneous posts by one user: one is stored, the other gets 429', async () => {
    const { cookie } = await signedInUser();
    const statuses = await Promise.all(
      [1, 2].map(
        async () => (await call('/api/thoughts', { body: validThought(), cookie })).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 429]);
  });

  test('accepts an image this user uploaded', async () => {
    const { cookie } = await signedInUser();
    const imageUrl = await uploadPng(cookie);
    const { status, body } = await callJson<Thought>('/api/thoughts', {
      body: validThought({ imageUrl }),
      cookie,
    });
    expect(status).toBe(201);
    expect(body.imageUrl).toBe(imageUrl);
  });

  test('one image, one thought: reusing an upload on a second thought is refused with 400', async () => {
    const { cookie } = await signedInUser();
    const imageUrl = await uploadPng(cookie);
    const first = await callJson<Thought>('/api/thoughts', {
      body: validThought({ imageUrl }),
      cookie,
    });
    expect(first.status).toBe(201);
    const key = imageUrl.split('/').at(-1) ?? '';
    const [row] = await testDb().select().from(images).where(eq(images.key, key));
    expect(row?.thoughtId).toBe(first.body.id);

    // Past the posting interval: only the image stands in the way.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TIMINGS.postIntervalMs + 1_000);
    const second = await callJson<ErrorBody>('/api/thoughts', {
      body: validThought({ imageUrl }),
      cookie,
    });
    expect(second.status).toBe(400);
    expect(second.body.error).toMatch(/^imageUrl: /);
  });

  test.each([
    ['another user’s upload', 'other'],
    ['an outside URL', 'https://example.com/cat.png'],
    ['an unknown key', '/api/images/AAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('rejects imageUrl that is %s with 400', async (_name, kind) => {
    const { cookie } = await signedInUser();
    const imageUrl = kind === 'other' ? await uploadPng((await signedInUser()).cookie) : kind;
    const { status, body } = await callJson<ErrorBody>('/api/thoughts', {
      body: validThought({ imageUrl }),
      cookie,
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/imageUrl/);
  });
});

// A complete 1×1 PNG: the upload refuses damaged images.
const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0x64, 0x60, 0xf8, 0x5f,
  0x0f, 0x00, 0x02, 0x87, 0x01, 0x80, 0xeb, 0x47, 0xba, 0x92, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
  0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

async function uploadPng(cookie: string): Promise<string> {
  const form = new FormData();
  form.append('image', new File([PNG_BYTES], 'pixel.png', { type: 'image/png' }));
  const { status, body } = await callJson<{ imageUrl: string }>('/api/upload-image', {
    body: form,
    cookie,
  });
  expect(status).toBe(201);
  return body.imageUrl;
}

describe('PATCH /api/thoughts/:id/likes', () => {
  const like = (id: string, cookie: string, body: unknown = { liked: true }) =>
    callJson<{ likes: number; hasLiked: boolean } & Partial<ErrorBody>>(
      `/api/thoughts/${id}/likes`,
      { method: 'PATCH', body, cookie },
    );

  test('likes and unlikes idempotently', async () => {
    const author = await buildUser();
    const thought = await buildThought({ authorId: author.id });
    const { cookie } = await signedInUser();
    expect((await like(thought.id, cookie)).body).toEqual({ likes: 1, hasLiked: true });
    expect((await like(thought.id, cookie)).body).toEqual({ likes: 1, hasLiked: true });
    expect((await like(thought.id, cookie, { liked: false })).body).toEqual({
      likes: 0,
      hasLiked: false,
    });
    const again = await like(thought.id, cookie, { liked: false });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ likes: 0, hasLiked: false });
    expect(JSON.stringify(again.body)).not.toContain(author.id);
  });

  test('a like by a too-young account counts on the thought but pays its author nothing', async () => {
    const vars = { VOTER_MIN_ACCOUNT_AGE_HOURS: '24' };
    const author = await buildUser({ createdAt: Date.now() - 100 * 3600_000 });
    const thought = await buildThought({ authorId: author.id });
    const young = await signedInUser({ createdAt: Date.now() - 3600_000 });
    const liked = await callJson<{ likes: number }>(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      body: { liked: true },
      cookie: young.cookie,
      vars,
    });
    expect(liked.body.likes).toBe(1);
    expect(
      (await testDb().select().from(users).where(eq(users.id, author.id)))[0]?.echoPoints,
    ).toBe(0);

    const seasoned = await signedInUser({ createdAt: Date.now() - 24 * 3600_000 });
    await callJson(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      body: { liked: true },
      cookie: seasoned.cookie,
      vars,
    });
    expect(
      (await testDb().select().from(users).where(eq(users.id, author.id)))[0]?.echoPoints,
    ).toBe(2);
  });

  test.each([
    ['an absolute likes count', { likes: 5 }],
    ['liked plus likes', { liked: true, likes: 5 }],
    ['a non-boolean liked', { liked: 'yes' }],
    ['an empty body', {}],
  ])('rejects %s with 400', async (_name, body) => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const response = await like(thought.id, cookie, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/liked|likes|Unrecognized/i);
    expect((await thoughtRow(thought.id))?.likes).toBe(0);
  });

  test('answers 401 signed out and 404 for unknown or hidden thoughts', async () => {
    const thought = await buildThought();
    const hidden = await buildThought({ status: 'hidden' });
    const signedOut = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      body: { liked: true },
    });
    expect(signedOut.status).toBe(401);
    const { cookie } = await signedInUser();
    expect((await like(crypto.randomUUID(), cookie)).status).toBe(404);
    const hiddenLike = await like(hidden.id, cookie);
    expect(hiddenLike.status).toBe(404);
    expect(hiddenLike.body).toEqual({ error: 'Thought not found' });
  });

  test('50 concurrent likes by 50 users count exactly 50', async () => {
    const thought = await buildThought();
    const cookies = await Promise.all(
      Array.from({ length: 50 }, async () => (await signedInUser()).cookie),
    );
    // Each user also fires a duplicate: duplicates must not count.
    const responses = await Promise.all(
      [...cookies, ...cookies.slice(0, 10)].map((cookie) => like(thought.id, cookie)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((await thoughtRow(thought.id))?.likes).toBe(50);
  });

  test('the first like by another user awards the author 2 points, once', async () => {
    const author = await buildUser();
    const thought = await buildThought({ authorId: author.id });
    const liker = await signedInUser();
    const vars = { LEADERBOARD_START: new Date(Date.now() - 1000).toISOString() };
    const opts = (liked: boolean) => ({
      method: 'PATCH',
      body: { liked },
      cookie: liker.cookie,
      vars,
    });

    expect((await call(`/api/thoughts/${thought.id}/likes`, opts(true))).status).toBe(200);
    await call(`/api/thoughts/${thought.id}/likes`, opts(false));
    await call(`/api/thoughts/${thought.id}/likes`, opts(true));

    const [row] = await testDb().select().from(users).where(eq(users.id, author.id));
    expect(row?.echoPoints).toBe(2);
    const ledger = await testDb()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, author.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      awardKey: `upvote_received:${thought.id}:${liker.user.id}`,
      rule: 'upvote_received',
      points: 2,
      sourceUserId: liker.user.id,
      periodNumber: 1,
    });
    const period = await testDb()
      .select()
      .from(periodPoints)
      .where(and(eq(periodPoints.userId, author.id), eq(periodPoints.periodNumber, 1)));
    expect(period[0]?.points).toBe(2);
  });

  test('liking your own thought awards nothing', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id });
    expect((await like(thought.id, cookie)).body).toEqual({ likes: 1, hasLiked: true });
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.echoPoints).toBe(0);
    const ledger = await testDb()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.id));
    expect(ledger).toHaveLength(0);
  });
});

describe('PATCH /api/thoughts/:id/report', () => {
  const report = (
    id: string,
    cookie: string,
    body: unknown = { reason: 'spam' },
    vars?: Partial<Env>,
  ) =>
    callJson<{ isReported: true } & Partial<ErrorBody>>(`/api/thoughts/${id}/report`, {
      method: 'PATCH',
      body,
      cookie,
      vars,
    });

  test('records one report per user; a second is a 200 no-op', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    expect(await report(thought.id, cookie)).toMatchObject({
      status: 200,
      body: { isReported: true },
    });
    expect(await report(thought.id, cookie)).toMatchObject({
      status: 200,
      body: { isReported: true },
    });
    expect((await thoughtRow(thought.id))?.reports).toBe(1);
  });

  test('accepts no body at all', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const response = await call(`/api/thoughts/${thought.id}/report`, { method: 'PATCH', cookie });
    expect(response.status).toBe(200);
  });

  test('hides the thought at the threshold and decrements its category once', async () => {
    const vars = { REPORT_HIDE_THRESHOLD: '2' };
    const { cookie: authorCookie } = await signedInUser();
    const created = await callJson<Thought>('/api/thoughts', {
      body: validThought({ category: 'Pop Culture' }),
      cookie: authorCookie,
    });
    const id = created.body.id;
    const counted = await categoryCount('Pop Culture');

    await report(id, (await signedInUser()).cookie, {}, vars);
    expect((await thoughtRow(id))?.status).toBe('visible');
    expect(await categoryCount('Pop Culture')).toBe(counted);

    await report(id, (await signedInUser()).cookie, {}, vars);
    expect((await thoughtRow(id))?.status).toBe('hidden');
    expect(await categoryCount('Pop Culture')).toBe(counted - 1);

    // A third reporter of an already hidden thought changes no counts.
    expect((await report(id, (await signedInUser()).cookie, {}, vars)).status).toBe(200);
    expect(await categoryCount('Pop Culture')).toBe(counted - 1);

    const list = await callJson<Thought[]>('/api/thoughts?category=Pop%20Culture&limit=100');
    expect(list.body.map((t) => t.id)).not.toContain(id);
  });

  test('a report by a too-young account is recorded with counted = 0 and hides nothing', async () => {
    const vars = { REPORT_HIDE_THRESHOLD: '1', VOTER_MIN_ACCOUNT_AGE_HOURS: '24' };
    const thought = await buildThought();
    const young = await signedInUser({ createdAt: Date.now() - 23 * 3600_000 });
    expect((await report(thought.id, young.cookie, {}, vars)).status).toBe(200);
    const [stored] = await testDb()
      .select()
      .from(tables.thoughtReports)
      .where(
        and(
          eq(tables.thoughtReports.thoughtId, thought.id),
          eq(tables.thoughtReports.userId, young.user.id),
        ),
      );
    expect(stored?.counted).toBe(false);
    expect(await thoughtRow(thought.id)).toMatchObject({ reports: 0, status: 'visible' });

    const seasoned = await signedInUser({ createdAt: Date.now() - 25 * 3600_000 });
    await report(thought.id, seasoned.cookie, {}, vars);
    expect(await thoughtRow(thought.id)).toMatchObject({ reports: 1, status: 'hidden' });
  });

  test('rejects a reason over 500 characters with 400', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    expect((await report(thought.id, cookie, { reason: 'x'.repeat(501) })).status).toBe(400);
  });

  test('answers 401 signed out and 404 for an unknown thought', async () => {
    const thought = await buildThought();
    expect(
      (await call(`/api/thoughts/${thought.id}/report`, { method: 'PATCH', body: {} })).status,
    ).toBe(401);
    const { cookie } = await signedInUser();
    const unknown = await report(crypto.randomUUID(), cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Thought not found' });
  });
});

test('GET /api/thoughts refuses a one-character q with 400, and treats an empty one as no search', async () => {
  const short = await callJson<{ error: string }>('/api/thoughts?q=a');
  expect(short.status).toBe(400);
  expect(short.body.error).toBe('q: q must be at least 2 characters');
  expect((await call('/api/thoughts?q=%20')).status).toBe(200);
});

test('GET /api/thoughts limits searches per address: 429 with Retry-After, other addresses and the plain feed unaffected', async () => {
  const headers = { 'CF-Connecting-IP': '203.0.113.91' };
  // The limiter counts in fixed 60 s windows: if one starts mid-loop the count restarts, so the
  // first 429 comes after at least 60 and at most 120 searches (80 tries missed it on a slow run).
  let refused: Response | null = null;
  let served = 0;
  for (let i = 0; i < 121 && !refused; i += 1) {
    const response = await call(`/api/thoughts?q=search${i}`, { headers });
    if (response.status === 429) refused = response;
    else {
      expect(response.status).toBe(200);
      served += 1;
    }
  }
  expect(served).toBeGreaterThanOrEqual(60);
  expect(refused?.status).toBe(429);
  expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect((await call('/api/thoughts', { headers })).status).toBe(200);
  const elsewhere = { 'CF-Connecting-IP': '203.0.113.92' };
  expect((await call('/api/thoughts?q=search', { headers: elsewhere })).status).toBe(200);
});

test('GET /api/thoughts refuses control characters in q with 400', async () => {
  const { status, body } = await callJson<{ error: string }>('/api/thoughts?q=%00');
  expect(status).toBe(400);
  expect(body.error).toBe('q: q must not contain control characters');
});
