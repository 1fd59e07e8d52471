import { availableParallelism } from 'node:os';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { generateVapidKeys } from './scripts/vapid-keys.ts';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';

// One VAPID key pair for the run: pushes are signed with it, as in production.
const vapid = generateVapidKeys();

/** Worker tests run inside workerd with real (local) D1 and R2 and the migrations applied. */
function workerProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
}) {
  return {
    plugins: [
      cloudflareTest(async () => ({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations('./schema/migrations'),
            // Factories create accounts on the spot; tests of the age rule pass their own value.
            VOTER_MIN_ACCOUNT_AGE_HOURS: '0',
            // Reply pushes go at once, to the fake push service on 127.0.0.1.
            PUSH_JITTER_MAX_SECONDS: '0',
            PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            VAPID_SUBJECT: 'mailto:push-tests@echo.invalid',
          },
        },
      })),
    ],
    test: {
      ...test,
      // Tests assert outcomes, not speed: a generous limit keeps a loaded machine from failing them.
      testTimeout: 30_000,
      setupFiles: ['./worker/test/apply-migrations.ts'],
      globalSetup: ['./scripts/fake-push-service.ts'],
      // obscenity's ESM entry re-exports a CommonJS default that workerd's module fallback does
      // not interop; pre-bundling it gives the same module shape as the worker build.
      deps: { optimizer: { ssr: { enabled: true, include: ['obscenity'] } } },
    },
  };
}

export default defineConfig({
  test: {
    // One file per core. Vitest's default keeps a core free (one worker on a two-core machine),
    // and the files wait on workerd and storage often enough that both cores stay busy with
    // two: the unit phase took 55–60 s against 75 s on two cores (2026-11-26).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      workerProject({
        name: 'worker',
        // One workerd and one storage for every file: a fresh one per file cost 40 s of the gate.
        // Tests create their own rows and assert only on them (STYLE.md, factories); the few that
        // read the whole database are *.isolated.test.ts, in the next project.
        isolate: false,
        include: ['worker/**/*.test.ts'],
        exclude: ['worker/**/*.isolated.test.ts'],
      }),
      // A fresh storage per file, for tests whose assertions cover the whole database.
      workerProject({ name: 'worker-isolated', include: ['worker/**/*.isolated.test.ts'] }),
      {
        // Components, in jsdom.
        plugins: [i18nCatalogs(), react()],
        test: {
          name: 'web',
          // One jsdom for every file (creating it per file was most of this project's time);
          // web/test/setup.ts cleans the document between tests.
          isolate: false,
          testTimeout: 30_000,
          environment: 'jsdom',
          include: ['web/**/*.test.tsx'],
          setupFiles: ['./web/test/setup.ts'],
        },
      },
      {
        // Pure modules (no DOM, no bindings): plain Node, which starts in a fraction of jsdom's time.
        test: {
          name: 'node',
          // One module graph for every file, as in the web project: these modules hold no
          // state between tests, and a fresh one per file was a third of this project's time.
          isolate: false,
          testTimeout: 30_000,
          environment: 'node',
          include: [
            'web/**/*.test.ts',
            'schema/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['web/e2e/**'],
        },
      },
    ],
  },
});
