// Which requests the service worker answers, and how (docs/decisions/024). Pure, so the rule that
// no API answer but the crisis lines is ever stored is tested on its own (cache-policy.test.ts).

/**
 * - `navigation`: a page load. Network first; offline, the precached app shell.
 * - `help`: `GET /api/help`. Network first, the last good answer kept; offline, that answer.
 * - `asset`: a built, content-hashed file under /assets/, or a compiled message catalog under
 *   /i18n/<version>/ (a new version is a new address). Cache first (it never changes).
 * - `network`: everything else, the rest of the API above all: left to the browser, never stored.
 */
export type Strategy = 'navigation' | 'help' | 'asset' | 'network';

type RequestLike = { method: string; mode: string; url: string };

/** The strategy for a request the page makes; `origin` is the app's own. */
export function strategyFor(request: RequestLike, origin: string): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  // Before the navigation check: an API address opened in a tab is an API answer too.
  if (url.pathname === '/api/help') return 'help';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/i18n/')) return 'asset';
  return 'network';
}

/** Where the app shell is kept: a cache per build, so a deploy never mixes two builds' files. */
export function shellCacheName(version: string): string {
  return `echo-shell-${version}`;
}

/** Caches an activating worker deletes: every other build's app shell. */
export function isStaleShellCache(name: string, current: string): boolean {
  return name.startsWith('echo-shell-') && name !== current;
}

/**
 * The last crisis-lines answer lives outside the per-build caches: a deploy must not take the
 * person's own lines away while they are offline. One entry, whatever the query was.
 */
export const HELP_CACHE = 'echo-help';
export const HELP_CACHE_KEY = '/api/help';

/** The precached page every navigation falls back to offline (the SPA draws any route). */
export const SHELL_PAGE = '/';
