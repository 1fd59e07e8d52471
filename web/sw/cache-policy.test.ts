import { describe, expect, test } from 'vitest';
import { isStaleShellCache, shellCacheName, strategyFor } from './cache-policy';

const ORIGIN = 'https://echo.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('strategyFor', () => {
  test.each([
    ['/api/help', 'a help answer'],
    ['/api/help?country=JP&lang=ja', 'a help answer for a chosen country'],
    ['/api/help?lang=en', 'a help answer for where the request comes from'],
  ])('keeps the last answer of %s (%s)', (path) => {
    expect(strategyFor(get(path), ORIGIN)).toBe('help');
  });

  test.each([
    '/api/auth/user',
    '/api/thoughts',
    '/api/thoughts?category=Anxiety',
    '/api/thoughts/t1/comments',
    '/api/me/thoughts',
    '/api/me/thoughts/t1',
    '/api/me/threads',
    '/api/echo/user-points',
    '/api/leaderboard',
    '/api/images/abc.jpg',
    '/api/push/key',
    '/api/mod/queue',
    '/api/thoughts/t1/live',
    '/api/helpline',
    '/api/help/extra',
    '/api',
  ])('never stores %s, not even when opened as a page', (path) => {
    expect(strategyFor(get(path), ORIGIN)).toBe('network');
    expect(strategyFor(get(path, 'navigate'), ORIGIN)).toBe('network');
  });

  test('writes go to the network, /api/help included', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(strategyFor({ method, mode: 'cors', url: `${ORIGIN}/api/help` }, ORIGIN)).toBe(
        'network',
      );
      expect(strategyFor({ method, mode: 'cors', url: `${ORIGIN}/assets/a.js` }, ORIGIN)).toBe(
        'network',
      );
    }
  });

  test('other origins are left alone', () => {
    for (const url of ['https://findahelpline.com/', 'https://other.example/api/help']) {
      expect(strategyFor({ method: 'GET', mode: 'navigate', url }, ORIGIN)).toBe('network');
    }
  });

  test('page loads fall back to the app shell; built files are kept', () => {
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('navigation');
    expect(strategyFor(get('/help', 'navigate'), ORIGIN)).toBe('navigation');
    expect(strategyFor(get('/thoughts?category=Work', 'navigate'), ORIGIN)).toBe('navigation');
    expect(strategyFor(get('/assets/index-B1xetDDC.js'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/assets/index-C5GPs5AB.css'), ORIGIN)).toBe('asset');
    // Catalogs live under their build's version: a new build's messages are new addresses.
    expect(strategyFor(get('/i18n/fd956a42c2d5/ja/common.json'), ORIGIN)).toBe('asset');
  });

  test('files outside /assets/ and /i18n/ are not kept: their names carry no hash', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/favicon.svg']) {
      expect(strategyFor(get(path), ORIGIN)).toBe('network');
    }
  });
});

test('an activating worker deletes other builds’ shells, never the help answer or foreign caches', () => {
  const current = shellCacheName('b2');
  expect(isStaleShellCache(shellCacheName('b1'), current)).toBe(true);
  expect(isStaleShellCache(current, current)).toBe(false);
  expect(isStaleShellCache('echo-help', current)).toBe(false);
  expect(isStaleShellCache('something-else', current)).toBe(false);
});
