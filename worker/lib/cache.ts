import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

const NEVER_STORED = 'private, no-store';

/**
 * For reads whose body depends on who asks (hasLiked, isReported, upvote status, the own account
 * and its wallet): no cache may keep them, and the SPA must see its own writes at once. The SPA's
 * fetches use the default browser cache, so a stored anonymous copy would otherwise be served
 * after sign-in or logout for the same URL.
 */
export function neverStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', NEVER_STORED);
}

/**
 * For reads that are the same for everyone (clusters, leaderboard, history): the anonymous view
 * may be cached for `seconds`; a signed-in view is never stored, so a user's own post or points
 * show up at once. `Vary: Cookie` keeps a browser from answering a signed-in request with the
 * anonymous copy it stored before sign-in.
 */
export function cachePublicly(c: Context<AppEnv>, seconds: number): void {
  c.header('Vary', 'Cookie');
  c.header('Cache-Control', c.var.user ? NEVER_STORED : `public, max-age=${seconds}`);
}
