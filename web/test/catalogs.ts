// The compiled catalogs as the app fetches them (`/i18n/<version>/<language>/<namespace>.json`,
// scripts/vite-i18n-catalogs.ts), answered in tests from the files themselves: the plugin compiles
// each imported catalog exactly as it serves it.
const COMPILED = import.meta.glob<unknown>('../i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

const CATALOG_PATH = /^\/i18n\/[^/]+\/([a-z]{2})\/([a-z-]+)\.json$/;

/** The answer to a catalog request, or null when the URL is not a catalog's. */
export function catalogResponse(input: RequestInfo | URL): Response | null {
  const match = CATALOG_PATH.exec(new URL(String(input), 'http://localhost').pathname);
  if (!match) return null;
  const messages = COMPILED[`../i18n/messages/${match[1]}/${match[2]}.json`];
  return messages === undefined
    ? new Response(null, { status: 404 })
    : new Response(JSON.stringify(messages), { headers: { 'Content-Type': 'application/json' } });
}
