// Fails the build when the JS that loading `/` fetches exceeds its budget (120 KB gzipped), so the
// first paint stays fast on mobile.
// "Fetched by `/`" = the scripts, module preloads and stylesheets index.html references.
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
  return gzipSync(readFileSync(join(CLIENT_DIR, path)), { level: 9 }).length;
}

const sizes = assets.map((path) => ({ path, bytes: gzippedSize(path) }));
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
