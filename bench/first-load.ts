// First-load JS per route: what a first visit to the route downloads (the entry's files and the
// route's own, see scripts/route-chunks.ts), gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIR, routeChunks } from '../scripts/route-chunks.ts';

export type RouteSize = { path: string; gzippedBytes: number; files: number };

export function firstLoadSizes(): RouteSize[] {
  return routeChunks().map(({ path, entryFiles, routeFiles }) => {
    const files = [...entryFiles, ...routeFiles];
    const gzippedBytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
      0,
    );
    return { path, gzippedBytes, files: files.length };
  });
}
