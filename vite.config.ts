import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

// The end-to-end run of the dev server keeps its local D1/R2 in a directory of its own, so
// `npm test` never touches the developer's `.wrangler/state`; it needs no debugger either (the
// developer's `npm run dev` may hold the inspector port).
const testStateDir = process.env.ECHO_DEV_STATE_DIR;

/** The page and the module it starts: what stays in the entry chunk. */
const ENTRY_MODULE = /[\\/](index\.html|web[\\/]main\.tsx)$/;

// One build for both halves: the SPA (dist/client, served as Workers Static Assets) and the
// worker (dist/echo), with a wrangler config that `wrangler dev` and `wrangler deploy` pick up.
export default defineConfig({
  plugins: [
    i18nCatalogs(),
    serviceWorker(),
    react(),
    tailwindcss(),
    cloudflare(
      testStateDir ? { persistState: { path: testStateDir }, inspectorPort: false } : undefined,
    ),
  ],
  server: { port: 5173, strictPort: true },
  // The draft check's Web Worker (web/lib/use-draft-reads-as-crisis.ts) is a module worker.
  worker: { format: 'es' },
  // dist/client/.vite/manifest.json maps each route module to its chunks: the benchmark reports
  // the first-load JS of every route from it. Not served (public/.assetsignore).
  // The module-preload polyfill serves browsers without <link rel=modulepreload> (all current
  // ones have it): 0.7 KB of the first load that no visitor needs.
  environments: {
    client: {
      build: {
        manifest: true,
        modulePreload: { polyfill: false },
        // What every page loads is two files, not sixteen: the libraries (which change rarely,
        // so a deploy leaves them cached) and the app's own shell; the entry module stays on its
        // own, so index.html still names one entry. Rolldown had split the shell into a chunk
        // per module shared with some lazy screen, each gzipped alone: 122,871 bytes, against
        // 118,060 grouped (docs/decisions/087).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
                { name: 'shell', tags: ['$initial'], test: (id) => !ENTRY_MODULE.test(id) },
              ],
            },
          },
        },
      },
    },
  },
});
