// Fails the build when the JS that loading `/` fetches exceeds its budget (120 KB gzipped), so the
// first paint stays fast on mobile.
// "Fetched by `/`" = the scripts, module preloads and stylesheets index.html references, plus the
// shell's messages in one language (web/i18n), which the app loads before it paints: the
// heaviest language's, so the budget holds for every visitor.
import { readFileSync } from 'node:fs';
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

const manifest = JSON.parse(
  readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const shellCatalogs = Object.entries(manifest)
  .filter(([source]) => /^web\/i18n\/messages\/[a-z]{2}\/common\.json$/.test(source))
  .map(([source, chunk]) => ({ source, path: `/${chunk.file}` }));
if (shellCatalogs.length === 0) {
  console.error('No web/i18n/messages/*/common.json chunk in the manifest: is the build broken?');
  process.exit(1);
}
const heaviestCatalog = shellCatalogs
  .map((catalog) => ({ ...catalog, bytes: gzippedSize(catalog.path) }))
  .sort((a, b) => b.bytes - a.bytes)[0];

const sizes = [
  ...assets.map((path) => ({ path, bytes: gzippedSize(path) })),
  ...(heaviestCatalog
    ? [
        {
          path: `${heaviestCatalog.path} (${heaviestCatalog.source})`,
          bytes: heaviestCatalog.bytes,
        },
      ]
    : []),
];
const total = (ext: string) =>
  sizes.filter((s) => s.path.endsWith(ext)).reduce((sum, s) => sum + s.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

for (const { path, bytes } of sizes) console.log(`  ${path}  ${kb(bytes)} gzipped`);
const js = total('.js');
console.log(
  `First load of /: ${kb(js)} JS + ${kb(total('.css'))} CSS (gzipped); budget ${kb(JS_BUDGET_BYTES)} JS`,
);
if (js === 0) {
  console.error('No JS found in dist/client/index.html: is the build broken?');
  process.exit(1);
}
if (js > JS_BUDGET_BYTES) {
  console.error(`First-load JS ${kb(js)} exceeds the ${kb(JS_BUDGET_BYTES)} budget.`);
  process.exit(1);
}
