import { Hono } from 'hono';
import { z } from 'zod';
import { isAppLanguage } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { helpCountry, helpFor } from '../domain/help';
import { CACHE_STATUS_HEADER } from '../lib/edge-cache';
import { validate } from '../lib/validate';

const helpQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code (ISO 3166-1 alpha-2), e.g. JP')
    .optional(),
  // Any other value is English: a language the app does not speak is not an error.
  lang: z.string().max(64).optional(),
});

const ONE_HOUR = 3600;

// At most every (country or none) × language × source: 247 × 9 × 2 answers of a few KB.
const answers = new Map<string, string>();
const MAX_REMEMBERED = 247 * 9 * 2;
function remember(key: string, text: string) {
  if (answers.size < MAX_REMEMBERED) answers.set(key, text);
}

/**
 * GET /api/help: the crisis lines of the visitor's country (docs/decisions/023). The country is
 * `?country=` when given, else Cloudflare's `cf.country`, else none; never the language. Mounted
 * before the session and database middleware: it reads neither, and answers the same for anyone
 * in one country and language, from the colo's cache keyed on exactly that pair, so one country's
 * answer is never served to another.
 */
export const helpRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', helpQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const language = isAppLanguage(query.lang) ? query.lang : 'en';
    const fromQuery = query.country !== undefined;
    const edgeCountry = (c.req.raw.cf as { country?: unknown } | undefined)?.country;
    const country = helpCountry(
      fromQuery ? query.country : typeof edgeCountry === 'string' ? edgeCountry : null,
    );
    const source = fromQuery ? 'query' : 'edge';
    // A browser or shared cache may keep an answer it asked for by name; one chosen by where the
    // request came from stays private to that browser.
    const cacheControl =
      fromQuery || country === null
        ? `public, max-age=${ONE_HOUR}`
        : `private, max-age=${ONE_HOUR}`;

    const key = `${new URL(c.req.url).origin}/api/help?country=${country ?? '-'}&lang=${language}&from=${source}`;
    // The answers are fixed for a deploy: an isolate keeps the ones it has made and answers
    // those without even the colo's cache (bounded: one per country, language and source).
    const remembered = answers.get(key);
    if (remembered !== undefined) {
      return c.body(remembered, 200, {
        'Content-Type': 'application/json',
        'Cache-Control': cacheControl,
        [CACHE_STATUS_HEADER]: 'hit',
      });
    }
    const cached = await caches.default.match(key);
    if (cached) {
      const text = await cached.text();
      remember(key, text);
      const hit = new Response(text, cached);
      hit.headers.set('Cache-Control', cacheControl);
      hit.headers.set(CACHE_STATUS_HEADER, 'hit');
      return hit;
    }
    const text = JSON.stringify(helpFor(country, language, source));
    remember(key, text);
    const response = c.body(text, 200, { 'Content-Type': 'application/json' });
    // The colo's copy is ours alone (keyed on the resolved country), so it may be stored.
    const stored = response.clone();
    stored.headers.set('Cache-Control', `public, max-age=${ONE_HOUR}`);
    await caches.default.put(key, stored);
    response.headers.set('Cache-Control', cacheControl);
    response.headers.set(CACHE_STATUS_HEADER, 'miss');
    return response;
  },
);
