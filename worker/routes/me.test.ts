import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { MyThought } from '../../schema/api';
import { thoughts } from '../../schema/tables';
import { buildUser, call, callJson, signedInUser, testDb } from '../test/factories';
import { buildComment, buildThought, THOUGHT_KEYS } from '../test/thought-factories';

type ErrorBody = { error: string };

// A Thought plus what only its author may see.
const MY_THOUGHT_KEYS = [...THOUGHT_KEYS, 'crisis', 'newComments', 'status'].sort();

/** The author's own list still never names its author: it is a list of anonymous thoughts. */
function expectNoIdentity(
  body: unknown,
  user: { id: string; walletAddress: string; presentationName: string },
) {
  const text = JSON.stringify(body);
  expect(text).not.toContain(user.id);
  expect(text).not.toContain(user.walletAddress);
  expect(text).not.toContain(user.presentationName);
}

describe('GET /api/me/thoughts', () => {
  test('lists only the viewer’s thoughts in every status, newest first, never stored', async () => {
    const { user, cookie } = await signedInUser();
    const someoneElse = await buildUser();
    const base = Date.now() - 10_000;
    const visible = await buildThought({ authorId: user.id, createdAt: base });
    const hidden = await buildThought({ authorId: user.id, createdAt: base + 1, status: 'hidden' });
    const held = await buildThought({
      authorId: user.id,
      createdAt: base + 2,
      status: 'held',
      crisis: true,
      threat: true,
    });
    const removed = await buildThought({
      authorId: user.id,
      createdAt: base + 3,
      status: 'removed',
    });
    await buildThought({ authorId: someoneElse.id, createdAt: base + 4 });

    const { status, body, response } = await callJson<MyThought[]>('/api/me/thoughts', { cookie });
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body.map((t) => t.id)).toEqual([removed.id, held.id, hidden.id, visible.id]);
    expect(body.map((t) => t.status)).toEqual(['removed', 'held', 'hidden', 'visible']);
    expect(body.map((t) => t.crisis)).toEqual([false, true, false, false]);
    expect(body[3]).toMatchObject({ content: visible.content, isAnonymous: true, newComments: 0 });
    for (const thought of body) expect(Object.keys(thought).sort()).toEqual(MY_THOUGHT_KEYS);
    expectNoIdentity(body, user);
  });

  test('another user sees none of them, and signed out it answers 401, never stored', async () => {
    const author = await buildUser();
    const mine = await buildThought({ authorId: author.id });
    const other = await signedInUser();
    const { body } = await callJson<MyThought[]>('/api/me/thoughts', { cookie: other.cookie });
    expect(body).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(mine.id);

    const signedOut = await callJson<ErrorBody>('/api/me/thoughts');
    expect(signedOut.status).toBe(401);
    expect(signedOut.response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('pages by keyset with limit and before', async () => {
    const { user, cookie } = await signedInUser();
    const base = Date.now() - 10_000;
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await buildThought({ authorId: user.id, createdAt: base + i }));
    }
    const newestFirst = made.reverse().map((t) => t.id);
    const first = await callJson<MyThought[]>('/api/me/thoughts?limit=2', { cookie });
    expect(first.body.map((t) => t.id)).toEqual(newestFirst.slice(0, 2));
    const second = await callJson<MyThought[]>(
      `/api/me/thoughts?limit=2&before=${newestFirst[1]}`,
      { cookie },
    );
    expect(second.body.map((t) => t.id)).toEqual(newestFirst.slice(2, 4));
    const last = await callJson<MyThought[]>(`/api/me/thoughts?before=${newestFirst[3]}`, {
      cookie,
    });
    expect(last.body.map((t) => t.id)).toEqual(newestFirst.slice(4));
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=many', 'limit'],
    ['before=', 'before'],
  ])('rejects %s with 400', async (query, field) => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<ErrorBody>(`/api/me/thoughts?${query}`, { cookie });
    expect(status).toBe(400);
    expect(body.error).toMatch(new RegExp(`^${field}`));
  });

  test('a cursor that is unknown or someone else’s thought answers the same 400', async () => {
    const { cookie } = await signedInUser();
    const othersThought = await buildThought();
    const unknown = await callJson<ErrorBody>(`/api/me/thoughts?before=${crypto.randomUUID()}`, {
      cookie,
    });
    const others = await callJson<ErrorBody>(`/api/me/thoughts?before=${othersThought.id}`, {
      cookie,
    });
    expect(unknown.status).toBe(400);
    expect(others.status).toBe(400);
    expect(others.body).toEqual(unknown.body);
  });

  test('newComments counts visible replies by others since the author last looked', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id });
    const replier = await buildUser();
    const now = Date.now();
    await buildComment({ thoughtId: thought.id, authorId: replier.id, createdAt: now - 3 });
    await buildComment({ thoughtId: thought.id, authorId: replier.id, createdAt: now - 2 });
    // Never new: the author's own reply, and a reply hidden by reports.
    await buildComment({ thoughtId: thought.id, authorId: user.id, createdAt: now - 1 });
    await buildComment({
      thoughtId: thought.id,
      authorId: replier.id,
      createdAt: now - 1,
      status: 'hidden',
    });
    const { body } = await callJson<MyThought[]>('/api/me/thoughts', { cookie });
    expect(body[0]?.newComments).toBe(2);
  });
});

describe('GET /api/me/thoughts/:id', () => {
  test('answers one of the viewer’s own thoughts however old, in any status, never stored', async () => {
    const { user, cookie } = await signedInUser();
    const old = await buildThought({ authorId: user.id, createdAt: Date.now() - 400 * 86_400_000 });
    const held = await buildThought({ authorId: user.id, status: 'held', crisis: true });
    // More than a page of newer ones: the reply box's question is not limited to a page.
    for (let i = 0; i < 3; i += 1) await buildThought({ authorId: user.id });

    const found = await callJson<MyThought>(`/api/me/thoughts/${old.id}`, { cookie });
    expect(found.status).toBe(200);
    expect(found.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(found.body).toMatchObject({ id: old.id, content: old.content, status: 'visible' });
    expect(Object.keys(found.body).sort()).toEqual(MY_THOUGHT_KEYS);
    expectNoIdentity(found.body, user);
    const heldOne = await callJson<MyThought>(`/api/me/thoughts/${held.id}`, { cookie });
    expect(heldOne.body).toMatchObject({ id: held.id, status: 'held', crisis: true });
  });

  test('someone else’s thought is as unknown as a made-up id, and signed out it answers 401', async () => {
    const author = await buildUser();
    const theirs = await buildThought({ authorId: author.id });
    const other = await signedInUser();
    const asked = await callJson<ErrorBody>(`/api/me/thoughts/${theirs.id}`, {
      cookie: other.cookie,
    });
    const unknown = await callJson<ErrorBody>(`/api/me/thoughts/${crypto.randomUUID()}`, {
      cookie: other.cookie,
    });
    expect([asked.status, asked.body]).toEqual([404, { error: 'Thought not found' }]);
    expect([unknown.status, unknown.body]).toEqual([asked.status, asked.body]);
    expect((await callJson<ErrorBody>(`/api/me/thoughts/${theirs.id}`)).status).toBe(401);
  });
});

describe('POST /api/me/thoughts/:id/seen', () => {
  test('drops newComments to 0 until someone replies again', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id });
    const replier = await buildUser();
    await buildComment({ thoughtId: thought.id, authorId: replier.id, createdAt: Date.now() - 5 });

    const seen = await callJson<{ ok: boolean }>(`/api/me/thoughts/${thought.id}/seen`, {
      method: 'POST',
      cookie,
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ ok: true });
    expect(seen.response.headers.get('Cache-Control')).toBe('private, no-store');
    const after = await callJson<MyThought[]>('/api/me/thoughts', { cookie });
    expect(after.body[0]?.newComments).toBe(0);

    await buildComment({ thoughtId: thought.id, authorId: replier.id, createdAt: Date.now() + 5 });
    const again = await callJson<MyThought[]>('/api/me/thoughts', { cookie });
    expect(again.body[0]?.newComments).toBe(1);
  });

  test('someone else’s thought answers the same 404 as an unknown id and is not touched', async () => {
    const author = await buildUser();
    const thought = await buildThought({ authorId: author.id });
    const { cookie } = await signedInUser();
    const others = await callJson<ErrorBody>(`/api/me/thoughts/${thought.id}/seen`, {
      method: 'POST',
      cookie,
    });
    const unknown = await callJson<ErrorBody>(`/api/me/thoughts/${crypto.randomUUID()}/seen`, {
      method: 'POST',
      cookie,
    });
    expect(others.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    const rows = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
    expect(rows[0]?.authorSeenAt).toBeNull();
  });

  test('refuses signed-out callers (401) and cross-origin posts (403); a suspended author may still mark replies seen', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id });
    const path = `/api/me/thoughts/${thought.id}/seen`;
    expect((await call(path, { method: 'POST' })).status).toBe(401);
    const noOrigin = await call(path, { method: 'POST', cookie, omitOrigin: true });
    expect(noOrigin.status).toBe(403);

    const until = Date.now() + 3600_000;
    const suspended = await signedInUser({ suspendedUntil: until });
    const own = await buildThought({ authorId: suspended.user.id });
    const seen = await callJson<{ ok: true }>(`/api/me/thoughts/${own.id}/seen`, {
      method: 'POST',
      cookie: suspended.cookie,
    });
    expect(seen).toMatchObject({ status: 200, body: { ok: true } });
  });
});
