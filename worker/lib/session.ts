import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { TIMINGS } from '../../schema/constants';
import type { AppEnv, SessionUser } from '../app-env';
import { findSessionUser, insertSession } from '../db/sessions';
import { roleOf } from './config';
import { randomToken, sha256Hex } from './crypto';
import { ApiError } from './errors';
import { isWriteMethod } from './write-methods';

export const SESSION_COOKIE = 'echo_session';

/**
 * Loads the signed-in user (or null) once per request into `c.var.user`. The role comes from
 * ADMIN_WALLETS on every request, never from what was stored at sign-in: removing a wallet from
 * the list revokes its power at the next request, not at its next sign-in. Runs after loadConfig and openDatabase.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const stored = token ? await findSessionUser(c.var.db, await sha256Hex(token), Date.now()) : null;
  c.set('user', stored && { ...stored, ...roleOf(c.var.config, stored.walletAddress) });
  await next();
};

/**
 * What a suspended person may still do: sign in and out (to read and see why), and take back
 * what they wrote — their thoughts, comments, push subscriptions and the whole account — and use
 * My Echo as before: open it, mark replies seen. A person in crisis must always be able to take
 * their post down. A draft's check writes nothing and is open to anyone: its answer is where a
 * person in crisis is shown help. Staff's work (the console, staff picks) is not a public write:
 * a suspension sanctions what someone posts, and staff powers come from ADMIN_WALLETS alone, so
 * a moderator cannot lock an admin out of the console by suspending them (docs/decisions/093).
 */
const OPEN_WHILE_SUSPENDED: readonly [method: string, path: RegExp][] = [
  ['POST', /^\/api\/auth\/(nonce|verify|logout)$/],
  ['POST', /^\/api\/moderate-content$/],
  ['DELETE', /^\/api\/auth\/account$/],
  ['DELETE', /^\/api\/(thoughts|comments)\/[^/]+$/],
  ['POST', /^\/api\/me\/(thoughts|threads)\/[^/]+\/seen$/],
  ['POST', /^\/api\/me\/opened$/],
  ['DELETE', /^\/api\/push\/subscriptions$/],
  ['POST', /^\/api\/mod\//],
  ['DELETE', /^\/api\/mod\//],
  ['POST', /^\/api\/echo\/staff-pick$/],
];

function openWhileSuspended(method: string, path: string): boolean {
  return OPEN_WHILE_SUSPENDED.some(([m, pattern]) => m === method && pattern.test(path));
}

/**
 * Every write by a suspended user answers 403 with the end of the suspension, whatever the route:
 * a new write path cannot forget the check. Runs after loadSession.
 */
export const refuseSuspendedWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const until = c.var.user?.suspendedUntil ?? null;
  if (
    until !== null &&
    until > Date.now() &&
    isWriteMethod(c.req.method) &&
    !openWhileSuspended(c.req.method, c.req.path)
  ) {
    throw new ApiError(403, `Your account is suspended until ${new Date(until).toISOString()}.`);
  }
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'Not signed in');
  return user;
}

/** Route middleware: 401 before any body validation when nobody is signed in. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** Secure everywhere except plain-http localhost, where browsers would drop the cookie. */
export function isLocalHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** Issues a fresh session token for the user and sets its cookie. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const token = randomToken(32);
  const now = Date.now();
  await insertSession(c.var.db, {
    tokenHash: await sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt: now + TIMINGS.sessionLifetimeMs,
  });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalHttp(c.req.url),
    maxAge: Math.floor(TIMINGS.sessionLifetimeMs / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocalHttp(c.req.url) });
}
