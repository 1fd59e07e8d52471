// Fails the build when the JS that loading `/` fetches exceeds its budget (120 KB gzipped), so the
// first paint stays fast on mobile.
// "Fetched by `/`" = the scripts, module preloads and stylesheets index.html references, plus the
// shell's messages in one language (web/i18n), which the app loads before it paints: the
// heaviest language's, so the budget holds for every visitor.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';
const JS_BUDGET_BYTES = 120 * 1024;

const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] as string,
);

function gzippedSize(path: string): number {
  return gzipSync(readFileSync(join(CLIENT_DIR, path.split(' ')[0] ?? path)), { level: 9 }).length;
}

// The shell's catalogs, `/i18n/<version>/<language>/common.json` (scripts/vite-i18n-catalogs.ts).
const catalogRoot = join(CLIENT_DIR, 'i18n');
const shellCatalogs = readdirSync(catalogRoot, { recursive: true })
  .map(String)
  .filter((path) => /(^|[\\/])common\.json$/.test(path))
  .map((path) => ({ source: path, path: `/i18n/${path.replaceAll('\\', '/')}` }));
if (shellCatalogs.length === 0) {
  console.error(`No common.json catalog under ${catalogRoot}: is the build broken?`);
  process.exit(1);
}
const heaviestCatalog = shellCatalogs
  .map((catalog) => ({ ...catalog, bytes: gzippedSize(catalog.path) }))
  .sort((a, b) => b.bytes - a.bytes)[0];

const sizes = [
  ...assets.map((path) => ({ path, bytes: gzippedSize(path), js: path.endsWith('.js') })),
  // A compiled catalog is a JS module too, and counts as one.
  ...(heaviestCatalog
    ? [
        {
          path: `${heaviestCatalog.path} (the heaviest language's shell messages)`,
          bytes: heaviestCatalog.bytes,
          js: true,
        },
      ]
    : []),
];
const total = (js: boolean) =>
  sizes.filter((s) => s.js === js).reduce((sum, s) => sum + s.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

for (const { path, bytes } of sizes) console.log(`  ${path}  ${kb(bytes)} gzipped`);
const js = total(true);
console.log(
  `First load of /: ${kb(js)} JS + ${kb(total(false))} CSS (gzipped); budget ${kb(JS_BUDGET_BYTES)} JS`,
);
if (js === 0) {
  console.error('No JS found in dist/client/index.html: is the build broken?');
  process.exit(1);
}
if (js > JS_BUDGET_BYTES) {
  console.error(`First-load JS ${kb(js)} exceeds the ${kb(JS_BUDGET_BYTES)} budget.`);
  process.exit(1);
}
