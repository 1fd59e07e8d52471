// After the build: tells the browser, in the answer to a navigation, which chunks the route needs
// beyond the entry's, as `Link: rel=modulepreload` headers in dist/client/_headers (Workers
// Static Assets apply them to the SPA's index.html served at that path). Without them the
// browser discovers a lazy route's chunk only once the entry has downloaded and run, one round
// trip later (docs/decisions/017-first-paint.md).
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIR, routeChunks } from './route-chunks.ts';

const rules = routeChunks()
  .filter((route) => route.routeFiles.length > 0)
  .map(
    (route) =>
      `${route.path}\n  Link: ${route.routeFiles.map((file) => `</${file}>; rel=modulepreload`).join(', ')}\n`,
  );
appendFileSync(
  join(CLIENT_DIR, '_headers'),
  `\n# Added by scripts/route-preloads.ts: each lazy route's own chunks.\n${rules.join('')}`,
);
console.log(`Route preloads: ${rules.length} routes in ${CLIENT_DIR}/_headers`);
