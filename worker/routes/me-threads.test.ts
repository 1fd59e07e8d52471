import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { JoinedThread } from '../../schema/api';
import { users } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { buildThought, expectAnonymous } from '../test/thought-factories';

import { setNow } from '../test/clock';

afterEach(() => {
  vi.useRealTimers();
});

// One comment per person per 30 s: the clock moves a minute between comments.
let clock = Date.now();
function nextMinute() {
  clock += 60_000;
  setNow(clock);
}

async function comment(thoughtId: string, cookie: string) {
  nextMinute();
  const response = await call(`/api/thoughts/${thoughtId}/comments`, {
    method: 'POST',
    cookie,
    body: { content: 'Thinking of you today.' },
  });
  expect(response.status).toBe(201);
}

async function joinedThreads(cookie: string) {
  const { status, body } = await callJson<JoinedThread[]>('/api/me/threads', { cookie });
  expect(status).toBe(200);
  return body;
}

describe('GET /api/me/threads', () => {
  test('lists threads the person commented in that have replies by others since, newest reply first', async () => {
    const me = await signedInUser();
    const quiet = await buildThought();
    const busy = await buildThought();
    const later = await buildThought();
    for (const thought of [quiet, busy, later]) await comment(thought.id, me.cookie);
    expect(await joinedThreads(me.cookie)).toEqual([]);

    await comment(busy.id, (await signedInUser()).cookie);
    await comment(busy.id, (await signedInUser()).cookie);
    await comment(later.id, (await signedInUser()).cookie);
    const threads = await joinedThreads(me.cookie);
    expect(threads.map((thread) => [thread.thought.id, thread.newComments])).toEqual([
      [later.id, 1],
      [busy.id, 2],
    ]);
    // The thought is as anyone reads it: nothing of its author.
    expectAnonymous(
      threads.map((thread) => thread.thought),
      [],
    );
  });

  test('marking a thread seen clears it until the next reply; commenting again counts as seeing', async () => {
    const me = await signedInUser();
    const thought = await buildThought();
    await comment(thought.id, me.cookie);
    await comment(thought.id, (await signedInUser()).cookie);
    expect(await joinedThreads(me.cookie)).toHaveLength(1);
    const seen = await call(`/api/me/threads/${thought.id}/seen`, {
      method: 'POST',
      cookie: me.cookie,
    });
    expect(seen.status).toBe(200);
    expect(await joinedThreads(me.cookie)).toEqual([]);
    await comment(thought.id, (await signedInUser()).cookie);
    expect(await joinedThreads(me.cookie)).toHaveLength(1);
    await comment(thought.id, me.cookie);
    expect(await joinedThreads(me.cookie)).toEqual([]);
  });

  test("the person's own thoughts are not listed (My Echo shows them already), nor hidden threads", async () => {
    const me = await signedInUser();
    const own = await buildThought({ authorId: me.user.id });
    await comment(own.id, me.cookie);
    await comment(own.id, (await signedInUser()).cookie);
    expect(await joinedThreads(me.cookie)).toEqual([]);
  });

  test('401 signed out; 404 marking a thread the person never joined', async () => {
    expect((await call('/api/me/threads')).status).toBe(401);
    const me = await signedInUser();
    const thought = await buildThought();
    const response = await call(`/api/me/threads/${thought.id}/seen`, {
      method: 'POST',
      cookie: me.cookie,
    });
    expect(response.status).toBe(404);
  });
});

describe('a suspended person keeps My Echo', () => {
  test('opens it and marks a joined thread seen (200), but cannot subscribe to pushes (403)', async () => {
    const me = await signedInUser();
    const thought = await buildThought();
    await comment(thought.id, me.cookie);
    await comment(thought.id, (await signedInUser()).cookie);
    await testDb()
      .update(users)
      .set({ suspendedUntil: Date.now() + 3600_000 })
      .where(eq(users.id, me.user.id));

    const opened = await callJson<{ ok: true }>('/api/me/opened', {
      method: 'POST',
      cookie: me.cookie,
    });
    expect(opened).toMatchObject({ status: 200, body: { ok: true } });
    expect(await joinedThreads(me.cookie)).toHaveLength(1);
    const seen = await callJson<{ ok: true }>(`/api/me/threads/${thought.id}/seen`, {
      method: 'POST',
      cookie: me.cookie,
    });
    expect(seen).toMatchObject({ status: 200, body: { ok: true } });
    expect(await joinedThreads(me.cookie)).toEqual([]);

    const subscribed = await callJson<{ error: string }>('/api/push/subscriptions', {
      method: 'POST',
      cookie: me.cookie,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/suspended', keys: {} },
    });
    expect(subscribed.status).toBe(403);
    expect(subscribed.body.error).toMatch(/^Your account is suspended until /);
  });
});
