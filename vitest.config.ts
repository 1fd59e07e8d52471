import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Worker tests run inside workerd with real (local) D1 and R2 and the migrations applied.
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./schema/migrations'),
                // Factories create accounts on the spot; tests of the age rule pass their own value.
                VOTER_MIN_ACCOUNT_AGE_HOURS: '0',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // Tests assert outcomes, not speed: a generous limit keeps a loaded machine from
          // failing them.
          testTimeout: 30_000,
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts'],
          // obscenity's ESM entry re-exports a CommonJS default that workerd's module fallback
          // does not interop; pre-bundling it gives the same module shape as the worker build.
          deps: { optimizer: { ssr: { enabled: true, include: ['obscenity'] } } },
        },
      },
      {
        // The detector (schema/moderation) is pure: plain Node, no workerd, no DOM.
        test: { name: 'schema', include: ['schema/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          testTimeout: 30_000,
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/e2e/**'],
          setupFiles: ['./web/test/setup.ts'],
        },
      },
    ],
  },
});
