import { describe, expect, test } from 'vitest';
import type { Thought } from '../../schema/api';
import { call, callJson, signedInUser, unique } from '../test/factories';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from './d1-session';

const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

function bookmarkCookieOf(response: Response): string | null {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));
  return cookie?.split(';')[0]?.slice(BOOKMARK_COOKIE.length + 1) ?? null;
}

describe('D1 sessions carry a bookmark between requests', () => {
  test('a write answers with its bookmark, and the next read with it sees the write', async () => {
    const { cookie } = await signedInUser();
    const content = `Read your writes ${unique('rw')}`;
    const posted = await callJson<Thought>('/api/thoughts', {
      body: { content, category: 'Work', isAnonymous: true },
      cookie,
    });
    expect(posted.status).toBe(201);
    const written = bookmarkCookieOf(posted.response);
    expect(written).toMatch(BOOKMARK_SHAPE);
    expect(posted.response.headers.get(BOOKMARK_HEADER)).toBe(written);
    expect(posted.response.headers.getSetCookie().join()).toMatch(/HttpOnly; SameSite=Lax/);

    const read = await callJson<Thought[]>(`/api/thoughts?q=${encodeURIComponent(content)}`, {
      cookie: `${cookie}; ${BOOKMARK_COOKIE}=${written}`,
    });
    expect(read.status).toBe(200);
    expect(read.body.map((t) => t.id)).toContain(posted.body.id);
    // Bookmarks order lexicographically: the session never moves back before the write.
    const after = bookmarkCookieOf(read.response) ?? '';
    expect(after >= (written ?? '')).toBe(true);
  });

  test('API clients may carry the bookmark in a header instead', async () => {
    const { cookie } = await signedInUser();
    const first = await call('/api/auth/user', { cookie });
    const bookmark = first.headers.get(BOOKMARK_HEADER) ?? '';
    expect(bookmark).toMatch(BOOKMARK_SHAPE);
    const next = await call('/api/auth/user', { cookie, headers: { [BOOKMARK_HEADER]: bookmark } });
    expect(next.status).toBe(200);
    expect((next.headers.get(BOOKMARK_HEADER) ?? '') >= bookmark).toBe(true);
  });

  test('a malformed bookmark cookie or header is ignored, never a 5xx', async () => {
    const { cookie } = await signedInUser();
    for (const bad of ['garbage', '0'.repeat(500), '../../etc', 'zzzzzzzz-00000001-00000000-x']) {
      const response = await call('/api/thoughts?limit=1', {
        cookie: `${cookie}; ${BOOKMARK_COOKIE}=${encodeURIComponent(bad)}`,
        headers: { [BOOKMARK_HEADER]: bad },
      });
      expect(response.status, bad).toBe(200);
      expect(bookmarkCookieOf(response), bad).toMatch(BOOKMARK_SHAPE);
    }
  });

  test('a signed-out read sets no bookmark cookie, so it stays cacheable', async () => {
    const response = await call('/api/thoughts?limit=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get(BOOKMARK_HEADER)).toBeNull();
  });
});
