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
      },
    },
  },
});
