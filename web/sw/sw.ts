// Echo's service worker, built by Vite as /sw.js (scripts/vite-service-worker.ts) and registered
// by production builds only (docs/decisions/024). It keeps the app shell and the last crisis-lines
// answer so that /help works offline, and shows reply notifications. It stores no other API
// answer (cache-policy.ts).
import type { ServiceWorkerBuild } from './build-info';
import {
  HELP_CACHE,
  HELP_CACHE_KEY,
  isStaleShellCache,
  SHELL_PAGE,
  shellCacheName,
  strategyFor,
} from './cache-policy';
import { readDeviceLanguage } from './device-language';
import { REPLY_URL, replyNotification, tabForReply } from './reply-notification';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build (an object literal at each mention: read once, here). */
declare const ECHO_SW_BUILD: ServiceWorkerBuild;
const BUILD = ECHO_SW_BUILD;

const SHELL_CACHE = shellCacheName(BUILD.version);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The messages of the language the app last ran in here; another one the person switches
      // to is kept when its files are first fetched (assets below).
      const language = (await readDeviceLanguage()) ?? 'en';
      const catalogs = BUILD.catalogs[language] ?? BUILD.catalogs.en ?? [];
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([...BUILD.shell, ...catalogs]);
      await keepFirstHelp(language);
      // A new deploy takes over at once: its pages and its files arrive together, from the
      // network or from this cache, so the next load (at most one reload) runs the new build.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (isStaleShellCache(name, SHELL_CACHE)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Network first; offline, the precached page of this build (its files are precached too). */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

/**
 * The crisis lines of where the person is, in their language, kept at install when none are kept
 * yet: on a first visit the page asks for its lines before this worker controls it, and nothing
 * asks again, so offline the help box had no number at all (docs/decisions/084). Lines kept
 * before (a chosen country, say) stay. Offline now, there is nothing to keep: install goes on.
 */
async function keepFirstHelp(language: string): Promise<void> {
  const cache = await caches.open(HELP_CACHE);
  if (await cache.match(HELP_CACHE_KEY, { ignoreVary: true })) return;
  try {
    const response = await fetch(`${HELP_CACHE_KEY}?lang=${language}`, { credentials: 'omit' });
    if (response.ok) await cache.put(HELP_CACHE_KEY, response);
  } catch {
    // Offline or refused: the next online read of /api/help keeps its answer.
  }
}

/**
 * A help answer the server could not give now (an error on its side, or too many requests): the
 * lines last seen serve better than an error, as offline.
 */
const unavailable = (response: Response) => response.status >= 500 || response.status === 429;

/**
 * Network first, keeping the last good answer; offline or unavailable, that answer (any country,
 * any language).
 */
async function help(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(HELP_CACHE);
  const last = () => cache.match(HELP_CACHE_KEY, { ignoreVary: true });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await last();
    if (kept) return kept;
    throw error;
  }
  if (response.ok) event.waitUntil(cache.put(HELP_CACHE_KEY, response.clone()));
  return unavailable(response) ? ((await last()) ?? response) : response;
}

/** A content-hashed build file never changes: from the cache when there, else kept once fetched. */
async function asset(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  // Not answered here: the browser fetches as if there were no service worker.
  if (strategy === 'network') return;
  if (strategy === 'navigation') event.respondWith(navigation(event.request));
  else if (strategy === 'help') event.respondWith(help(event.request, event));
  else event.respondWith(asset(event.request, event));
});

// A reply push carries {"type":"reply","url":"/me"} and nothing else; nothing of it is shown.
self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const { title, options } = replyNotification(await readDeviceLanguage(), BUILD.reply);
      await self.registration.showNotification(title, options);
    })(),
  );
});

// Opens My Echo: the tab already on it, brought to the front, else a new tab (tabForReply).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabForReply(tabs, self.location.origin);
      if (tab) await tab.focus();
      else await self.clients.openWindow(REPLY_URL);
    })(),
  );
});
