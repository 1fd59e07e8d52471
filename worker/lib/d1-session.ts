import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { isLocalHttp, SESSION_COOKIE } from './session';
import { isWriteMethod } from './write-methods';

/** The latest D1 bookmark this browser has seen, so its next read is at least that fresh. */
export const BOOKMARK_COOKIE = 'echo_d1_bookmark';
/** The same for API clients without cookies: sent back on every answer that carries one. */
export const BOOKMARK_HEADER = 'X-D1-Bookmark';

// D1 bookmarks look like `00000000-00000005-00000000-<32 hex>`. Anything else is ignored: a
// production database rejects a malformed bookmark, and a forged cookie must never become a 5xx.
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
// Long enough to outlive any replica's lag; after that, any replica is fresh enough.
const BOOKMARK_MAX_AGE_SECONDS = 60 * 60;

function validBookmark(value: string | undefined): string | null {
  return value !== undefined && BOOKMARK_SHAPE.test(value) ? value : null;
}

/**
 * Opens this request's database as a D1 session (docs/decisions/014).
 * With the bookmark the client last saw, reads may go to any replica that has caught up with it,
 * so a user always reads their own writes; without one, a read may go to the nearest replica
 * and a write starts at the primary. The session's latest bookmark goes back to whoever can
 * write (a signed-in browser, or anyone sending a write): a signed-out read sets no cookie, so
 * its answer stays storable in the edge cache.
 */
export const openDatabase: MiddlewareHandler<AppEnv> = async (c, next) => {
  const isWrite = isWriteMethod(c.req.method);
  const bookmark =
    validBookmark(c.req.header(BOOKMARK_HEADER)) ?? validBookmark(getCookie(c, BOOKMARK_COOKIE));
  const session = c.env.DB.withSession(
    bookmark ?? (isWrite ? 'first-primary' : 'first-unconstrained'),
  );
  c.set('db', createDb(session));
  await next();

  const latest = validBookmark(session.getBookmark() ?? undefined);
  if (latest === null || !(isWrite || getCookie(c, SESSION_COOKIE) !== undefined)) return;
  c.header(BOOKMARK_HEADER, latest);
  setCookie(c, BOOKMARK_COOKIE, latest, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalHttp(c.req.url),
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
};
