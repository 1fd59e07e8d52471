import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Comment } from '../../schema/api';
import { comments, commentUpvotes, staffPicks, thoughts } from '../../schema/tables';
import {
  buildUser,
  call,
  callJson,
  signedInUser,
  staffVars,
  testDb,
  unique,
  uniqueLetters,
} from '../test/factories';
import { buildComment, buildThought } from '../test/thought-factories';

afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { error: string; reason?: string; code?: string; crisis?: boolean };

// A supportive line made unique by an id. "You are not alone r-…" was held as a crisis + threat
// one time in thirteen: a lone "r" and a random id sway the classifiers (docs/decisions/025).
const commentBody = (thoughtId: string, content = `Sending you strength today ${unique('c')}`) => ({
  thoughtId,
  content,
});

async function commentCount(thoughtId: string): Promise<number | undefined> {
  const rows = await testDb()
    .select({ comments: thoughts.comments })
    .from(thoughts)
    .where(eq(thoughts.id, thoughtId));
  return rows[0]?.comments;
}

describe('GET /api/thoughts/:id/comments', () => {
  test('lists comments oldest first with author, badge, staff pick and no viewer status', async () => {
    const thought = await buildThought();
    const admin = await buildUser();
    const plain = await buildUser();
    const base = Date.now();
    const second = await buildComment({
      thoughtId: thought.id,
      authorId: plain.id,
      createdAt: base + 5,
    });
    const first = await buildComment({
      thoughtId: thought.id,
      authorId: admin.id,
      createdAt: base,
      helpfulCount: 2,
    });
    await testDb()
      .insert(staffPicks)
      .values({ commentId: first.id, pickedBy: admin.id, createdAt: base });

    const { status, body } = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`, {
      vars: staffVars([admin, 'mod']),
    });
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(body[0]).toEqual({
      id: first.id,
      content: first.content,
      createdAt: new Date(base).toISOString(),
      thoughtId: thought.id,
      userId: admin.id,
      user: { presentationName: admin.presentationName, isAdmin: true, adminRole: 'mod' },
      isStaffPick: true,
      isReported: false,
      helpfulCount: 2,
      funnyCount: 0,
      hasUpvotedHelpful: false,
      hasUpvotedFunny: false,
      canUpvote: false,
      onCooldown: false,
      cooldownRemainingMs: 0,
    });
    expect(body[1]).toMatchObject({
      user: { presentationName: plain.presentationName, isAdmin: false, adminRole: null },
      isStaffPick: false,
    });
  });

  test('never reveals the thought author through comments', async () => {
    const author = await buildUser();
    const thought = await buildThought({ authorId: author.id });
    await buildComment({ thoughtId: thought.id });
    const response = await call(`/api/thoughts/${thought.id}/comments`);
    const text = await response.text();
    expect(text).not.toContain(author.id);
    expect(text).not.toContain(author.walletAddress);
  });

  test("includes the viewer's upvote status inline", async () => {
    const thought = await buildThought();
    const comment = await buildComment({ thoughtId: thought.id, helpfulCount: 1 });
    const viewer = await signedInUser();
    const votedAt = Date.now() - 10_000;
    await testDb().insert(commentUpvotes).values({
      commentId: comment.id,
      userId: viewer.user.id,
      type: 'helpful',
      createdAt: votedAt,
    });
    const { body } = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`, {
      cookie: viewer.cookie,
    });
    expect(body[0]).toMatchObject({
      helpfulCount: 1,
      hasUpvotedHelpful: true,
      hasUpvotedFunny: false,
      canUpvote: true,
      onCooldown: true,
    });
    expect(body[0]?.cooldownRemainingMs).toBeGreaterThan(15_000);
    expect(body[0]?.cooldownRemainingMs).toBeLessThanOrEqual(20_000);
  });

  test('a signed-out view may be cached briefly; a signed-in one is never stored', async () => {
    const thought = await buildThought();
    const anonymous = await call(`/api/thoughts/${thought.id}/comments`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=10');
    expect(anonymous.headers.get('Vary')).toBe('Cookie');
    // The upvote status depends on the viewer.
    const { cookie } = await signedInUser();
    const signedIn = await call(`/api/thoughts/${thought.id}/comments`, { cookie });
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('a 150-comment thread reads signed in: 200, every comment with its status', async () => {
    const author = await buildUser();
    const thought = await buildThought({ authorId: author.id });
    const commenter = await buildUser();
    const base = Date.now() - 3600_000;
    const rows = Array.from({ length: 150 }, (_, i) => ({
      id: crypto.randomUUID(),
      thoughtId: thought.id,
      authorId: commenter.id,
      content: `Reply number ${i}`,
      createdAt: base + i,
    }));
    // Batched inserts: one statement with 150 rows would itself pass D1's 100-parameter limit.
    for (let i = 0; i < rows.length; i += 5) {
      await testDb()
        .insert(comments)
        .values(rows.slice(i, i + 5));
    }
    const viewer = await signedInUser();
    const voted = rows[120];
    if (!voted) throw new Error('no comment 120');
    await testDb()
      .insert(commentUpvotes)
      .values({ commentId: voted.id, userId: viewer.user.id, type: 'funny', createdAt: base });

    const { status, body } = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`, {
      cookie: viewer.cookie,
    });
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual(rows.map((r) => r.id));
    expect(body[120]).toMatchObject({ hasUpvotedFunny: true, canUpvote: true });
    expect(body.filter((c) => c.hasUpvotedFunny || c.hasUpvotedHelpful)).toHaveLength(1);
    const text = JSON.stringify(body);
    for (const secret of [author.id, author.walletAddress, author.presentationName]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(commenter.walletAddress);
  });

  test('pages a thread with limit and after, oldest first', async () => {
    const thought = await buildThought();
    const base = Date.now() - 3600_000;
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await buildComment({ thoughtId: thought.id, createdAt: base + i }));
    }
    const ids = made.map((c) => c.id);
    const { cookie } = await signedInUser();
    const first = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments?limit=2`, {
      cookie,
    });
    expect(first.body.map((c) => c.id)).toEqual(ids.slice(0, 2));
    const next = await callJson<Comment[]>(
      `/api/thoughts/${thought.id}/comments?limit=2&after=${ids[1]}`,
      { cookie },
    );
    expect(next.body.map((c) => c.id)).toEqual(ids.slice(2, 4));
    const last = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments?after=${ids[3]}`);
    expect(last.body.map((c) => c.id)).toEqual(ids.slice(4));
  });

  test.each([
    ['limit=0', 'limit: '],
    ['limit=201', 'limit: '],
    ['limit=abc', 'limit: '],
    ['after=', 'after: '],
  ])('refuses %s with 400', async (query, prefix) => {
    const thought = await buildThought();
    const { status, body } = await callJson<ErrorBody>(
      `/api/thoughts/${thought.id}/comments?${query}`,
    );
    expect(status).toBe(400);
    expect(body.error.startsWith(prefix)).toBe(true);
  });

  test('refuses an after that is not a comment of this thought with 400', async () => {
    const thought = await buildThought();
    const elsewhere = await buildComment({ thoughtId: (await buildThought()).id });
    for (const after of [elsewhere.id, crypto.randomUUID()]) {
      const { status, body } = await callJson<ErrorBody>(
        `/api/thoughts/${thought.id}/comments?after=${after}`,
      );
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'after: not a comment of this thought' });
    }
  });

  test('answers 404 for unknown and hidden thoughts', async () => {
    const hidden = await buildThought({ status: 'hidden' });
    for (const id of [crypto.randomUUID(), hidden.id]) {
      const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${id}/comments`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Thought not found' });
    }
  });
});

describe('POST /api/thoughts/:id/comments', () => {
  test('creates a trimmed comment and counts it on the thought', async () => {
    const thought = await buildThought();
    const { user, cookie } = await signedInUser();
    const content = `   Sending you a hug ${unique('h')}   `;
    const { status, body } = await callJson<Comment>(`/api/thoughts/${thought.id}/comments`, {
      body: commentBody(thought.id, content),
      cookie,
      vars: staffVars([user, 'dev']),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      content: content.trim(),
      thoughtId: thought.id,
      userId: user.id,
      user: { presentationName: user.presentationName, isAdmin: true, adminRole: 'dev' },
      isStaffPick: false,
      helpfulCount: 0,
      funnyCount: 0,
      canUpvote: false,
      onCooldown: false,
      crisis: false,
    });
    expect(await commentCount(thought.id)).toBe(1);
    const list = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`);
    expect(list.body.map((c) => c.id)).toEqual([body.id]);
  });

  test('accepts a body without thoughtId', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const response = await call(`/api/thoughts/${thought.id}/comments`, {
      body: { content: 'Hang in there friend' },
      cookie,
    });
    expect(response.status).toBe(201);
  });

  test('answers 401 signed out', async () => {
    const thought = await buildThought();
    const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
      body: commentBody(thought.id),
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Not signed in' });
  });

  test.each([
    ['4 characters after trimming', { content: '  abcd  ' }, /at least 5/],
    ['zero-width spaces only', { content: '\u200b\u200c\u200d\u2060\u200b\u200b' }, /at least 5/],
    ['half a surrogate pair', { content: 'ok \udc00 then' }, /valid Unicode/],
    ['501 characters', { content: 'a'.repeat(501) }, /at most 500/],
    ['missing content', { content: undefined }, /content/],
    ['a different thoughtId', { thoughtId: 'another-thought' }, /thoughtId/],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
      body: { ...commentBody(thought.id), ...overrides },
      cookie,
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(await commentCount(thought.id)).toBe(0);
  });

  test('blocks moderated content with 422 and a reason', async () => {
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
      body: commentBody(thought.id, 'DM me at www.example.net'),
      cookie,
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Content not allowed');
    expect(body.reason).toMatch(/^Content not allowed: .*link/);
    expect(body).toMatchObject({ code: 'link', crisis: false });
  });

  test('answers 404 for unknown and hidden thoughts', async () => {
    const hidden = await buildThought({ status: 'hidden' });
    const { cookie } = await signedInUser();
    for (const id of [crypto.randomUUID(), hidden.id]) {
      const { status, body } = await callJson<ErrorBody>(`/api/thoughts/${id}/comments`, {
        body: { content: 'Hang in there friend' },
        cookie,
      });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Thought not found' });
    }
    expect(await commentCount(hidden.id)).toBe(0);
  });

  test('a reply to someone in the thread by their Echo name is published; other @-names are not', async () => {
    const thought = await buildThought();
    // Two words: a name is matched whole, spaces and all.
    const sam = await buildUser({ presentationName: `Sam ${uniqueLetters()}` });
    await buildComment({ thoughtId: thought.id, authorId: sam.id });
    const held = await buildUser({ presentationName: uniqueLetters() });
    await buildComment({ thoughtId: thought.id, authorId: held.id, status: 'held' });
    const { user, cookie } = await signedInUser({ presentationName: `sam_${uniqueLetters()}` });
    await buildComment({
      thoughtId: thought.id,
      authorId: user.id,
      createdAt: Date.now() - 60_000,
    });
    const reply = (name: string) =>
      callJson<ErrorBody & Partial<Comment>>(`/api/thoughts/${thought.id}/comments`, {
        body: { content: `@${name} write to me any time, I'm here` },
        cookie,
      });
    // A name not shown in this thread (a held comment's, or the writer's own) reads as before.
    for (const name of [held.presentationName, user.presentationName]) {
      const refused = await reply(name);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'handle', crisis: false });
    }
    const addressed = sam.presentationName.toUpperCase();
    const published = await reply(addressed);
    expect(published.status).toBe(201);
    expect(published.body.content).toBe(`@${addressed} write to me any time, I'm here`);
  });

  test('allows one comment per 30 seconds per user (429 with Retry-After)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2032, 5, 1, 9, 0, 0);
    vi.setSystemTime(start);
    const thought = await buildThought();
    const { cookie } = await signedInUser();
    const post = () =>
      callJson<ErrorBody>(`/api/thoughts/${thought.id}/comments`, {
        body: commentBody(thought.id),
        cookie,
      });

    expect((await post()).status).toBe(201);
    vi.setSystemTime(start + 29_500);
    const blocked = await post();
    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get('Retry-After')).toBe('1');
    expect(blocked.body.error).toMatch(/30 seconds/);
    vi.setSystemTime(start + 30_000);
    expect((await post()).status).toBe(201);
    expect(await commentCount(thought.id)).toBe(2);
  });
});
