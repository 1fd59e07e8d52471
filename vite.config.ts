import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One build for both halves: the SPA (dist/client, served as Workers Static Assets) and the
// worker (dist/echo), with a wrangler config that `wrangler dev` and `wrangler deploy` pick up.
export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare()],
  server: { port: 5173, strictPort: true },
  // dist/client/.vite/manifest.json maps each route module to its chunks: the benchmark reports
  // the first-load JS of every route from it. Not served (public/.assetsignore).
  environments: { client: { build: { manifest: true } } },
});
