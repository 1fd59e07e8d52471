import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LIMITS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { SESSION_COOKIE } from './session';

/** `hit` or `miss` on every read the edge cache may answer, so the bench and tests can see it. */
export const CACHE_STATUS_HEADER = 'X-Echo-Cache';

const COMMENTS_PATH = /^\/api\/thoughts\/([0-9a-zA-Z-]{1,64})\/comments$/;
const FIXED_PATHS = new Set([
  '/api/clusters',
  '/api/leaderboard',
  '/api/leaderboard/history',
  '/api/echo/config',
]);

/**
 * The one cache key of a public read, or null when the request is not one the edge may answer.
 * Only the shapes the app asks for are cached (the first page of the feed, of a category, and the
 * fixed public reads), each under a single normalised URL: any other query (a search, a later
 * page, an unknown parameter) passes through, so nobody can fill the cache with variants, and a
 * write knows every key it must purge.
 */
function cacheKeyOf(url: URL): string | null {
  const params = [...url.searchParams.keys()];
  if (FIXED_PATHS.has(url.pathname) || COMMENTS_PATH.test(url.pathname)) {
    return params.length === 0 ? `${url.origin}${url.pathname}` : null;
  }
  if (url.pathname !== '/api/thoughts') return null;
  if (params.some((name) => name !== 'category' && name !== 'limit')) return null;
  const limit = url.searchParams.getAll('limit');
  if (
    limit.length > 1 ||
    (limit[0] !== undefined && limit[0] !== String(LIMITS.thoughtsPageDefault))
  )
    return null;
  const category = url.searchParams.getAll('category');
  if (category.length > 1) return null;
  return feedKey(url.origin, category[0]);
}

function feedKey(origin: string, category: string | undefined): string {
  return category === undefined
    ? `${origin}/api/thoughts`
    : `${origin}/api/thoughts?category=${encodeURIComponent(category)}`;
}

type Kept = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number };

// The hottest answers also stay in this isolate's memory: a hit then costs no I/O at all, where
// `caches.default` is a storage read. Bounded; the oldest entry goes first. For 2 s at most,
// whatever the answer's TTL: a purge clears the colo's cache and the memory of the isolate that
// made the write, never another isolate's, so this bounds how long a thought hidden, removed or
// deleted there can still be served here (docs/decisions/098).
const MEMORY_ENTRIES = 256;
const MEMORY_MAX_MS = 2_000;
const memory = new Map<string, Kept>();

function maxAgeSeconds(cacheControl: string): number {
  const match = /max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

function fromMemory(key: string, now: number): Response | null {
  const kept = memory.get(key);
  if (!kept) return null;
  if (kept.expires <= now) {
    memory.delete(key);
    return null;
  }
  return new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers });
}

async function keepInMemory(key: string, response: Response, now: number): Promise<void> {
  const seconds = maxAgeSeconds(response.headers.get('Cache-Control') ?? '');
  if (seconds === 0) return;
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
  memory.set(key, {
    body: await response.arrayBuffer(),
    status: response.status,
    headers: [...response.headers],
    expires: now + Math.min(seconds * 1000, MEMORY_MAX_MS),
  });
}

/**
 * Answers signed-out public reads from the colo's cache (`caches.default`) and stores what the
 * route marked `public`. A request carrying a session cookie never reads or writes the cache, even
 * when the session has expired, so a signed-in answer can never be stored and a signed-in user
 * never gets a stale one: their own new thought or comment shows up at once.
 * Runs before the session and config are loaded, so a hit costs no database query at all.
 */
export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key =
    c.req.method === 'GET' && getCookie(c, SESSION_COOKIE) === undefined
      ? cacheKeyOf(new URL(c.req.url))
      : null;
  if (key === null) return next();

  const now = Date.now();
  const cache = caches.default;
  const hit = fromMemory(key, now) ?? (await cache.match(key));
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set(CACHE_STATUS_HEADER, 'hit');
    return response;
  }
  await next();
  c.res.headers.set(CACHE_STATUS_HEADER, 'miss');
  const cacheControl = c.res.headers.get('Cache-Control') ?? '';
  // A response with a cookie belongs to one browser; anything not marked public depends on who asks.
  if (
    c.res.status === 200 &&
    cacheControl.startsWith('public') &&
    !c.res.headers.has('Set-Cookie')
  ) {
    // Awaited, not left to waitUntil: the next request must find it (tests, and bursts of readers).
    await Promise.all([cache.put(key, c.res.clone()), keepInMemory(key, c.res.clone(), now)]);
  }
};

/** The cached public reads a write can change, each one cache key (see cacheKeyOf). */
export type PublicRead =
  | { read: 'feed' }
  | { read: 'categoryFeed'; category: string }
  | { read: 'clusters' }
  | { read: 'thoughtComments'; thoughtId: string };

export function publicReadKey(origin: string, target: PublicRead): string {
  switch (target.read) {
    case 'feed':
      return feedKey(origin, undefined);
    case 'categoryFeed':
      return feedKey(origin, target.category);
    case 'clusters':
      return `${origin}/api/clusters`;
    case 'thoughtComments':
      return `${origin}/api/thoughts/${target.thoughtId}/comments`;
  }
}

/** Drops one cached read (a full URL) from this isolate's memory and from the colo's cache. */
export async function forgetCachedRead(key: string): Promise<void> {
  memory.delete(key);
  await caches.default.delete(key);
}
