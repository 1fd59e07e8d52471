// First-load JS per route: what a first visit to the route downloads, from Vite's build
// manifest. The entry chunk and its static imports load for every route; a lazy route adds its
// own chunk and that chunk's static imports (dynamic imports load later, on demand).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');

/** The module each route loads lazily (the router's `lazy` imports); `/` is the entry alone. */
const ROUTE_MODULES: Record<string, string | null> = {
  '/': null,
  '/thoughts': 'web/routes/thoughts.tsx',
  '/rewards': 'web/routes/rewards.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type RouteSize = { path: string; gzippedBytes: number; files: number };

function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is ROUTE_MODULES stale?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export function firstLoadSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${MANIFEST}`);
  return Object.entries(ROUTE_MODULES).map(([path, module]) => {
    const files = new Set<string>();
    staticClosure(manifest, entry, files);
    if (module) staticClosure(manifest, module, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    const gzippedBytes = js.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
      0,
    );
    return { path, gzippedBytes, files: js.length };
  });
}
