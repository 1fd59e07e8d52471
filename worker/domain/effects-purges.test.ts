// Every write in the effects table that changes a public read purges that read from the
// signed-out edge cache, through the real routes; a write that changes nothing purges nothing.
import { expect, test } from 'vitest';
import type { Comment, PostedThought, Thought } from '../../schema/api';
import { CACHE_STATUS_HEADER } from '../lib/edge-cache';
import { call, callJson, signedInUser, staffVars, unique } from '../test/factories';
import { SEASONED } from '../test/staff';

const vars = { REPORT_HIDE_THRESHOLD: '3' };

/** Reads a signed-out list twice, so that it is now answered from the cache. */
async function primed(path: string): Promise<void> {
  await call(path);
  expect((await call(path)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
}

async function signedOut<T>(path: string): Promise<{ body: T; cache: string | null }> {
  const { body, response } = await callJson<T>(path);
  return { body, cache: response.headers.get(CACHE_STATUS_HEADER) };
}

async function postThought(cookie: string, category = 'Family'): Promise<PostedThought> {
  const { status, body } = await callJson<PostedThought>('/api/thoughts', {
    cookie,
    vars,
    body: { content: `Quiet evening ${unique('p')}`, category, isAnonymous: true },
  });
  expect(status).toBe(201);
  return body;
}

async function postComment(cookie: string, thoughtId: string): Promise<Comment> {
  const { status, body } = await callJson<Comment>(`/api/thoughts/${thoughtId}/comments`, {
    cookie,
    vars,
    body: { content: `Thinking of you ${unique('c')}` },
  });
  expect(status).toBe(201);
  return body;
}

const feedOf = (category: string) => `/api/thoughts?category=${encodeURIComponent(category)}`;

test('POST /api/thoughts purges the feed, its category and the clusters', async () => {
  const { cookie } = await signedInUser();
  for (const path of ['/api/thoughts', feedOf('Work'), '/api/clusters']) await primed(path);
  await postThought(cookie, 'Work');
  // A miss is a fresh read from D1 (other files' future-dated thoughts may fill its first page).
  expect((await signedOut(feedOf('Work'))).cache).toBe('miss');
  expect((await signedOut('/api/thoughts')).cache).toBe('miss');
  expect((await signedOut('/api/clusters')).cache).toBe('miss');
});

test('a thought report that hides purges the lists; one that hides nothing purges nothing', async () => {
  const author = await signedInUser();
  const thought = await postThought(author.cookie, 'Health');
  const reporters = await Promise.all([0, 1, 2].map(() => signedInUser(SEASONED)));
  const report = (cookie: string) =>
    call(`/api/thoughts/${thought.id}/report`, { method: 'PATCH', cookie, vars, body: {} });

  // Its own thread is a key no other test touches: a hit there means nothing was purged.
  const thread = `/api/thoughts/${thought.id}/comments`;
  await primed(thread);
  await report(reporters[0]?.cookie ?? '');
  expect((await signedOut(thread)).cache).toBe('hit');
  await primed(feedOf('Health'));
  await report(reporters[1]?.cookie ?? '');
  await report(reporters[2]?.cookie ?? '');
  const feed = await signedOut<Thought[]>(feedOf('Health'));
  expect(feed.cache).toBe('miss');
  expect(feed.body.map((t) => t.id)).not.toContain(thought.id);
});

test('a comment hidden by its third report leaves the signed-out thread at once', async () => {
  const author = await signedInUser();
  const thought = await postThought(author.cookie);
  const comment = await postComment((await signedInUser()).cookie, thought.id);
  const thread = `/api/thoughts/${thought.id}/comments`;
  const reporters = await Promise.all([0, 1, 2].map(() => signedInUser(SEASONED)));
  await primed(thread);
  for (const [index, reporter] of reporters.entries()) {
    await call(`/api/comments/${comment.id}/report`, {
      method: 'PATCH',
      cookie: reporter.cookie,
      vars,
      body: {},
    });
    const read = await signedOut<Comment[]>(thread);
    // The first two hide nothing and purge nothing; the third hides it and purges the thread.
    expect([index, read.cache]).toEqual([index, index < 2 ? 'hit' : 'miss']);
    if (index === 2) expect(read.body.map((c) => c.id)).not.toContain(comment.id);
  }
});

test('a new comment, a deleted comment and a staff pick each purge the thread', async () => {
  const author = await signedInUser();
  const thought = await postThought(author.cookie);
  const thread = `/api/thoughts/${thought.id}/comments`;
  const replier = await signedInUser();

  await primed(thread);
  const comment = await postComment(replier.cookie, thought.id);
  expect((await signedOut<Comment[]>(thread)).body.map((c) => c.id)).toContain(comment.id);

  await primed(thread);
  const admin = await signedInUser();
  const picked = await call('/api/echo/staff-pick', {
    cookie: admin.cookie,
    vars: { ...vars, ...staffVars([admin.user, 'admin']) },
    body: { commentId: comment.id, userId: replier.user.id },
  });
  expect(picked.status).toBe(200);
  const afterPick = await signedOut<Comment[]>(thread);
  expect(afterPick.body.find((c) => c.id === comment.id)?.isStaffPick).toBe(true);

  await primed(thread);
  const deleted = await call(`/api/comments/${comment.id}`, {
    method: 'DELETE',
    cookie: replier.cookie,
  });
  expect(deleted.status).toBe(204);
  expect((await signedOut<Comment[]>(thread)).body.map((c) => c.id)).not.toContain(comment.id);
});

test('deleting a thought, a moderator removal and deleting an account each purge the feed', async () => {
  const admin = await signedInUser();
  const asStaff = { ...vars, ...staffVars([admin.user, 'admin']) };
  const [byAuthor, byModerator, byLeaver] = [
    await signedInUser(),
    await signedInUser(),
    await signedInUser(),
  ];
  const own = await postThought(byAuthor.cookie, 'Anxiety');
  const removed = await postThought(byModerator.cookie, 'Anxiety');
  const leavers = await postThought(byLeaver.cookie, 'Anxiety');
  const ids = async () => (await signedOut<Thought[]>(feedOf('Anxiety'))).body.map((t) => t.id);

  await primed(feedOf('Anxiety'));
  await call(`/api/thoughts/${own.id}`, { method: 'DELETE', cookie: byAuthor.cookie });
  expect(await ids()).not.toContain(own.id);

  await primed(feedOf('Anxiety'));
  const decision = await call(`/api/mod/thoughts/${removed.id}`, {
    cookie: admin.cookie,
    vars: asStaff,
    body: { action: 'remove' },
  });
  expect(decision.status).toBe(200);
  expect(await ids()).not.toContain(removed.id);

  await primed(feedOf('Anxiety'));
  const leaving = await call('/api/auth/account', {
    method: 'DELETE',
    cookie: byLeaver.cookie,
    body: { confirm: byLeaver.user.presentationName },
  });
  expect(leaving.status).toBe(204);
  expect(await ids()).not.toContain(leavers.id);
});
