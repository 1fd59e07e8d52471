import type { InfiniteData } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import type { MyThought, Thought } from '../../../../schema/api';
import { createQueryClient } from '../../../lib/query-client';
import { commentKeys, myEchoKeys, thoughtKeys } from '../../../lib/query-keys';
import { buildComment, buildCommentView } from '../../../test/comment-factories';
import { buildThought } from '../../../test/factories';
import type { CommentView } from './get-comments';
import { applyLiveEvent } from './live-thread-cache';

const FEED = thoughtKeys.list({ category: null, q: '' });
const ANXIETY = thoughtKeys.list({ category: 'Anxiety', q: '' });
const SEARCH = thoughtKeys.list({ category: null, q: 'sleep' });
const MINE = myEchoKeys.thoughts('ana');

const pages = <T>(...list: T[][]): InfiniteData<T[], unknown> => ({
  pages: list,
  pageParams: list.map((_, index) => index),
});

function myThought(overrides: Partial<MyThought>): MyThought {
  return {
    ...buildThought(overrides),
    status: 'visible',
    newComments: 2,
    crisis: false,
    ...overrides,
  };
}

/** A cache holding thought t1 in three Community lists and My Echo, and its thread for two viewers. */
function cacheWithThread() {
  const client = createQueryClient();
  const t1 = buildThought({ id: 't1', likes: 3, comments: 2, hasLiked: true });
  const other = buildThought({ id: 't2', likes: 9, comments: 9 });
  client.setQueryData(FEED, pages([other, t1]));
  client.setQueryData(ANXIETY, pages([other], [t1]));
  client.setQueryData(SEARCH, pages([t1]));
  client.setQueryData(MINE, pages([myThought({ id: 't1', likes: 3, comments: 2 })]));
  const thread = [
    buildCommentView({ id: 'c1', userId: 'ana', canUpvote: false }),
    buildCommentView({ id: 'c2', userId: 'ben', hasUpvotedHelpful: true, helpfulCount: 1 }),
  ];
  client.setQueryData(commentKeys.list('t1', 'ana'), thread);
  client.setQueryData(
    commentKeys.list('t1', null),
    thread.map((comment) => ({ ...comment, canUpvote: false, hasUpvotedHelpful: false })),
  );
  return client;
}

const thoughtIn = (client: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  client
    .getQueryData<InfiniteData<Thought[]>>(key)
    ?.pages.flat()
    .find((thought) => thought.id === 't1');

const threadOf = (client: ReturnType<typeof createQueryClient>, viewer: string | null) =>
  client.getQueryData<CommentView[]>(commentKeys.list('t1', viewer)) ?? [];

test("comment.created appends the comment to every viewer's copy, with that viewer's view of it", () => {
  const client = cacheWithThread();
  const fromCara = buildComment({
    id: 'c3',
    thoughtId: 't1',
    userId: 'cara',
    user: { presentationName: 'Cara', isAdmin: false, adminRole: null },
    canUpvote: false,
  });
  const outcome = applyLiveEvent(client, 't1', { type: 'comment.created', comment: fromCara });

  expect(outcome).toEqual({ kind: 'comment', comment: fromCara });
  const ana = threadOf(client, 'ana');
  expect(ana.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  // Signed in as someone else: upvotable, as the list itself would say; no votes, no cooldown.
  expect(ana[2]).toMatchObject({
    canUpvote: true,
    hasUpvotedHelpful: false,
    hasUpvotedFunny: false,
    onCooldown: false,
    isReported: false,
  });
  expect(ana[2]?.cooldownEndsAt).toBeLessThanOrEqual(Date.now());
  // Signed out: nothing to upvote with.
  expect(threadOf(client, null).map((c) => [c.id, c.canUpvote])).toEqual([
    ['c1', false],
    ['c2', false],
    ['c3', false],
  ]);
});

test('comment.created by the viewer themself cannot be upvoted by them in their copy', () => {
  const client = cacheWithThread();
  const own = buildComment({ id: 'c3', thoughtId: 't1', userId: 'ana', canUpvote: true });
  applyLiveEvent(client, 't1', { type: 'comment.created', comment: own });
  expect(threadOf(client, 'ana').at(-1)).toMatchObject({ id: 'c3', canUpvote: false });
});

test('comment.created for a comment already listed (the poster’s own, from the mutation) changes nothing', () => {
  const client = cacheWithThread();
  const before = threadOf(client, 'ana');
  const outcome = applyLiveEvent(client, 't1', {
    type: 'comment.created',
    comment: buildComment({ id: 'c2', userId: 'ben', content: 'changed?' }),
  });
  // Both copies already had it.
  expect(outcome).toEqual({ kind: 'none' });
  expect(threadOf(client, 'ana')).toBe(before);
});

test("comment.created leaves other threads' caches alone", () => {
  const client = cacheWithThread();
  client.setQueryData(commentKeys.list('t2', 'ana'), []);
  applyLiveEvent(client, 't1', {
    type: 'comment.created',
    comment: buildComment({ id: 'c9', thoughtId: 't1' }),
  });
  expect(client.getQueryData(commentKeys.list('t2', 'ana'))).toEqual([]);
});

test("comment.counts sets the counts and keeps the viewer's own votes", () => {
  const client = cacheWithThread();
  applyLiveEvent(client, 't1', {
    type: 'comment.counts',
    commentId: 'c2',
    helpfulCount: 4,
    funnyCount: 2,
  });
  expect(threadOf(client, 'ana')[1]).toMatchObject({
    id: 'c2',
    helpfulCount: 4,
    funnyCount: 2,
    hasUpvotedHelpful: true,
  });
  expect(threadOf(client, null)[1]).toMatchObject({ helpfulCount: 4, hasUpvotedHelpful: false });
  expect(threadOf(client, 'ana')[0]).toMatchObject({ id: 'c1', helpfulCount: 0 });
});

test('comment.removed drops the comment and counts one comment fewer in every thoughts list', () => {
  const client = cacheWithThread();
  applyLiveEvent(client, 't1', { type: 'comment.removed', commentId: 'c2' });
  expect(threadOf(client, 'ana').map((c) => c.id)).toEqual(['c1']);
  expect(threadOf(client, null).map((c) => c.id)).toEqual(['c1']);
  for (const key of [FEED, ANXIETY, SEARCH, MINE]) {
    expect(thoughtIn(client, key)).toMatchObject({ comments: 1, likes: 3 });
  }
  // The other thought's count is its own.
  expect(client.getQueryData<InfiniteData<Thought[]>>(FEED)?.pages[0]?.[0]).toMatchObject({
    id: 't2',
    comments: 9,
  });
});

test('comment.removed of a comment no copy holds any more (already refetched) counts nothing', () => {
  const client = cacheWithThread();
  applyLiveEvent(client, 't1', { type: 'comment.removed', commentId: 'c-gone' });
  expect(thoughtIn(client, FEED)).toMatchObject({ comments: 2 });
});

test('thought.counts sets likes and comments in every list that holds it, keeping hasLiked', () => {
  const client = cacheWithThread();
  applyLiveEvent(client, 't1', { type: 'thought.counts', thoughtId: 't1', likes: 7, comments: 5 });
  for (const key of [FEED, ANXIETY, SEARCH]) {
    expect(thoughtIn(client, key)).toMatchObject({ likes: 7, comments: 5, hasLiked: true });
  }
  // My Echo's copy keeps its own fields.
  expect(thoughtIn(client, MINE)).toMatchObject({
    likes: 7,
    comments: 5,
    status: 'visible',
    newComments: 2,
  });
});

test('thought.removed takes it out of every Community list and refetches the My Echo list holding it', () => {
  const client = cacheWithThread();
  const outcome = applyLiveEvent(client, 't1', { type: 'thought.removed', thoughtId: 't1' });
  expect(outcome).toEqual({ kind: 'thought-removed' });
  for (const key of [FEED, ANXIETY, SEARCH]) {
    expect(thoughtIn(client, key)).toBeUndefined();
  }
  expect(client.getQueryData<InfiniteData<Thought[]>>(FEED)?.pages[0]?.map((t) => t.id)).toEqual([
    't2',
  ]);
  // Only the server knows what My Echo shows now (hidden, removed, or gone).
  expect(client.getQueryState(MINE)?.isInvalidated).toBe(true);
});

test('thought.removed leaves a My Echo list without that thought alone', () => {
  const client = cacheWithThread();
  const someoneElse = myEchoKeys.thoughts('ben');
  client.setQueryData(someoneElse, pages([myThought({ id: 't7' })]));
  applyLiveEvent(client, 't1', { type: 'thought.removed', thoughtId: 't1' });
  expect(client.getQueryState(someoneElse)?.isInvalidated).toBe(false);
});
