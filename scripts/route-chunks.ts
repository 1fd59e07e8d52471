// Which built JS files each route of the SPA needs, read from Vite's build manifest
// (dist/client/.vite/manifest.json): the entry chunk and its static imports load for every route;
// a lazy route adds its own chunk and that chunk's static imports (its dynamic imports load
// later, on demand). Used for the route preload headers and the benchmark's first-load sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLIENT_DIR = 'dist/client';
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');

/** The module each route loads lazily (the router's `lazy` imports); `/` is the entry alone. */
export const ROUTE_MODULES: Record<string, string | null> = {
  '/': null,
  '/thoughts': 'web/routes/thoughts.tsx',
  '/rewards': 'web/routes/rewards.tsx',
  '/me': 'web/routes/my-echo.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is ROUTE_MODULES stale?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export type RouteChunks = {
  path: string;
  /** JS files every route loads (index.html references them). */
  entryFiles: string[];
  /** JS files only this route adds, not already among the entry's. */
  routeFiles: string[];
};

export function routeChunks(): RouteChunks[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${MANIFEST}`);
  const entryFiles = new Set<string>();
  staticClosure(manifest, entry, entryFiles);
  const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
  return Object.entries(ROUTE_MODULES).map(([path, module]) => {
    const files = new Set<string>();
    if (module) staticClosure(manifest, module, files);
    return {
      path,
      entryFiles: js(entryFiles),
      routeFiles: js(files).filter((file) => !entryFiles.has(file)),
    };
  });
}
