import { describe, expect, test, vi } from 'vitest';
import type { Cluster, Comment, Thought } from '../../schema/api';
import { LIMITS } from '../../schema/constants';
import { call, callJson, ORIGIN, signedInUser, staffVars, unique } from '../test/factories';
import { buildThought, expectAnonymous } from '../test/thought-factories';
import { CACHE_STATUS_HEADER } from './edge-cache';

function cacheStatus(response: Response): string | null {
  return response.headers.get(CACHE_STATUS_HEADER);
}

/** Two signed-out reads: whatever the first was, the second must come from the cache. */
async function primed(path: string): Promise<Response> {
  await call(path);
  return call(path);
}

async function postThought(cookie: string, category: string) {
  return callJson<Thought>('/api/thoughts', {
    body: { content: `Cached or not ${unique('t')}`, category, isAnonymous: true },
    cookie,
  });
}

describe('edge cache for signed-out public reads', () => {
  test('each public read is answered from the cache on the second signed-out request', async () => {
    const thought = await buildThought();
    for (const path of [
      '/api/thoughts',
      '/api/thoughts?category=Anxiety',
      `/api/thoughts?limit=${LIMITS.thoughtsPageDefault}&category=Work`,
      '/api/clusters',
      '/api/leaderboard',
      '/api/leaderboard/history',
      '/api/echo/config',
      `/api/thoughts/${thought.id}/comments`,
    ]) {
      const response = await primed(path);
      expect(response.status, path).toBe(200);
      expect(cacheStatus(response), path).toBe('hit');
      expect(response.headers.get('Cache-Control'), path).toMatch(/^public, max-age=\d+$/);
      expect(response.headers.get('Set-Cookie'), path).toBeNull();
    }
  });

  test('the cached answer is the same body the route gave', async () => {
    const miss = await callJson<Cluster[]>('/api/clusters', { cookie: 'unrelated=1' });
    const hit = await primed('/api/clusters');
    expect(await hit.json()).toEqual(miss.body);
  });

  test('a signed-in read never comes from or goes to the cache', async () => {
    const { cookie } = await signedInUser();
    await primed('/api/thoughts');
    const signedIn = await call('/api/thoughts', { cookie });
    expect(signedIn.status).toBe(200);
    expect(cacheStatus(signedIn)).toBeNull();
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('an expired or unknown session cookie bypasses the cache too', async () => {
    await primed('/api/clusters');
    const response = await call('/api/clusters', { cookie: 'echo_session=not-a-real-token' });
    expect(response.status).toBe(200);
    expect(cacheStatus(response)).toBeNull();
  });

  test('searches, later pages, other page sizes and unknown parameters pass through', async () => {
    const thought = await buildThought();
    for (const path of [
      '/api/thoughts?q=exam',
      `/api/thoughts?before=${thought.id}`,
      '/api/thoughts?limit=7',
      '/api/thoughts?category=Work&category=Gaming',
      '/api/thoughts?nonce=123',
      '/api/clusters?x=1',
      `/api/thoughts/${thought.id}/comments?x=1`,
    ]) {
      const response = await primed(path);
      expect(response.status, path).toBeLessThan(500);
      expect(cacheStatus(response), path).toBeNull();
    }
  });

  test('errors are not stored', async () => {
    const path = `/api/thoughts/${crypto.randomUUID()}/comments`;
    const response = await primed(path);
    expect(response.status).toBe(404);
    expect(cacheStatus(response)).toBe('miss');
  });

  test('a new thought shows to its author at once and purges the first pages and clusters', async () => {
    const { user, cookie } = await signedInUser();
    for (const path of ['/api/thoughts', '/api/thoughts?category=Gaming', '/api/clusters']) {
      expect(cacheStatus(await primed(path)), path).toBe('hit');
    }
    const posted = await postThought(cookie, 'Gaming');
    expect(posted.status).toBe(201);

    const mine = await callJson<Thought[]>('/api/thoughts', { cookie });
    expect(mine.body.map((t) => t.id)).toContain(posted.body.id);

    for (const path of ['/api/thoughts', '/api/thoughts?category=Gaming']) {
      const { body, response } = await callJson<Thought[]>(path);
      expect(cacheStatus(response), path).toBe('miss');
      expect(
        body.map((t) => t.id),
        path,
      ).toContain(posted.body.id);
      expectAnonymous(body, [user]);
    }
    expect(cacheStatus(await call('/api/clusters'))).toBe('miss');
  });

  test('a new comment purges the comments of its thought', async () => {
    const thought = await buildThought();
    const path = `/api/thoughts/${thought.id}/comments`;
    expect(cacheStatus(await primed(path))).toBe('hit');
    const { cookie } = await signedInUser();
    const posted = await callJson<Comment>(path, {
      body: { content: `A kind word ${unique('c')}` },
      cookie,
    });
    expect(posted.status).toBe(201);
    const { body, response } = await callJson<Comment[]>(path);
    expect(cacheStatus(response)).toBe('miss');
    expect(body.map((comment) => comment.id)).toEqual([posted.body.id]);
  });

  test("a purge made in another isolate reaches this one's memory within 2 s", async () => {
    const path = `/api/thoughts/${(await buildThought()).id}/comments`;
    expect(cacheStatus(await primed(path))).toBe('hit');
    // Another isolate's write clears the colo's cache, never this isolate's memory.
    await caches.default.delete(`${ORIGIN}${path}`);
    expect(cacheStatus(await call(path))).toBe('hit');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 2_100);
    try {
      expect(cacheStatus(await call(path))).toBe('miss');
    } finally {
      clock.mockRestore();
    }
  });

  test('a report that hides the thought purges the cached pages, so it leaves them', async () => {
    const thought = await buildThought({ category: 'Health' });
    const page = '/api/thoughts?category=Health';
    expect(cacheStatus(await primed(page))).toBe('hit');
    const { cookie } = await signedInUser();
    const reported = await call(`/api/thoughts/${thought.id}/report`, {
      method: 'PATCH',
      body: {},
      cookie,
      vars: { REPORT_HIDE_THRESHOLD: '1' },
    });
    expect(reported.status).toBe(200);
    const after = await call(page);
    expect(cacheStatus(after)).toBe('miss');
    expect(((await after.json()) as { id: string }[]).map((t) => t.id)).not.toContain(thought.id);
  });

  test("a moderator's decision and an author's delete purge the pages the thought was in", async () => {
    const { user: staff, cookie: staffCookie } = await signedInUser();
    const vars = staffVars([staff, 'mod']);
    const removed = await buildThought({ category: 'Gaming' });
    const page = '/api/thoughts?category=Gaming';
    expect(cacheStatus(await primed(page))).toBe('hit');
    const decision = await call(`/api/mod/thoughts/${removed.id}`, {
      body: { action: 'remove' },
      cookie: staffCookie,
      vars,
    });
    expect(decision.status).toBe(200);
    expect(cacheStatus(await call(page))).toBe('miss');

    const { user: author, cookie } = await signedInUser();
    const own = await buildThought({ category: 'Gaming', authorId: author.id });
    expect(cacheStatus(await primed(page))).toBe('hit');
    expect((await call(`/api/thoughts/${own.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const after = await callJson<Thought[]>(page);
    expect(cacheStatus(after.response)).toBe('miss');
    expect(after.body.map((t) => t.id)).not.toContain(own.id);
  });
});
