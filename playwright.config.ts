import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { E2E_ENV, E2E_PORT } from './web/e2e/fixtures/e2e-env';

// End-to-end tests drive Debian's Chromium against the production build served by
// `wrangler dev`, with its own fresh local D1/R2 state (never the dev data). `*.dev.spec.ts`
// run against `npm run dev` instead, as a newcomer gets it: the Vite dev server with the
// Cloudflare plugin, `.dev.vars` and the demo seed, also on fresh state of its own.
// `--test-scheduled` lets a test fire the cron at a chosen time
// (/cdn-cgi/local/scheduled?time=…), the way the leaderboard rollover runs when a period ends.
const STATE_DIR = `.wrangler/e2e-state-${E2E_PORT}`;
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? E2E_PORT + 1000);
const DEV_STATE_DIR = `.wrangler/e2e-dev-state-${DEV_PORT}`;
const DEV_SPECS = '**/*.dev.spec.ts';
// Specs that change what every other spec sees: the cron's period rollover (moderation) and the
// review queue emptied of urgent items (crisis-detection). They run after the rest, side by side:
// neither touches what the other asserts (moderation's queue items are reports, never urgent, and
// crisis-detection's people earn no more than the daily-login point). All files run two at a time, one file per
// worker, each with its own wallets and posts.
const ALONE_SPECS = ['**/moderation.spec.ts', '**/crisis-detection.spec.ts'];
const vars = Object.entries(E2E_ENV)
  .map(([key, value]) => `--var ${key}:${value}`)
  .join(' ');

export default defineConfig({
  testDir: './web/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    // The Home bubbles float frame by frame; every open page of the suite would keep software
    // compositing busy on a two-core machine. The one test of the float turns motion back on.
    reducedMotion: 'reduce',
    // Each test's fresh context would install the service worker, which fetches and caches the
    // app's assets and help: a ninth of the suite's CPU for what three specs test
    // (offline-help, installable, push-notifications), which turn it back on. Blocked, the suite
    // took 160 s and 275 s of CPU, not 175 s and 310 s (two runs each, alternated, 2026-11-29).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [DEV_SPECS, ...ALONE_SPECS],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium-alone',
      testMatch: ALONE_SPECS,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'dev-server',
      testMatch: DEV_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${STATE_DIR} && wrangler d1 migrations apply DB --local --persist-to ${STATE_DIR} && wrangler dev --port ${E2E_PORT} --persist-to ${STATE_DIR} --test-scheduled ${vars}`,
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The steps of `npm run dev`, pointed at the fresh state directory. No `url`: the other
      // specs start without waiting for it, and newcomer.dev.spec.ts waits for its health
      // check itself (web/e2e/fixtures/dev-server.ts).
      command: [
        `rm -rf ${DEV_STATE_DIR}`,
        'node scripts/dev-vars.ts',
        `wrangler d1 migrations apply DB --local --persist-to ${DEV_STATE_DIR}`,
        `node scripts/seed-local.ts --persist-to ${DEV_STATE_DIR}`,
        `ECHO_DEV_STATE_DIR=${DEV_STATE_DIR} vite dev --port ${DEV_PORT} --strictPort`,
      ].join(' && '),
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
