// How soon a first visit shows the crisis lines: on /help and on Home, the time from navigation
// to the help box in the page (the international directory, shown at once) and to its first line
// with a number to call, in a cold browser context on a 375 px phone, as read by the page itself
// (a MutationObserver, not Playwright's polling). Measured on this machine's loopback and with a
// slow mobile network emulated, where each round trip costs more (docs/decisions/100).
//   npm run bench:help-lines            builds, then measures
//   BENCH_SKIP_BUILD=1 npm run bench:help-lines
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { buildProduction, freshState, startServer, stopServer } from './local-server.ts';

const RUNS = 9;
const PORT = 8795;
const STATE_DIR = '.wrangler/bench-help-lines';
/** Chrome DevTools' "Slow 4G": 150 ms of latency each way, about 1.6 Mbit/s down. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Marks = { directory: number; line: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function visit(browser: Browser, url: string, slow: boolean): Promise<Marks> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { helpMarks: Record<string, number> }).helpMarks = marks;
    new MutationObserver(() => {
      if (
        marks.directory === undefined &&
        document.querySelector('aside a[href*="findahelpline"]')
      ) {
        marks.directory = performance.now();
      }
      if (marks.line === undefined && document.querySelector('aside a[href^="tel:"]')) {
        marks.line = performance.now();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  if (slow) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  await page.goto(url);
  await page.locator('aside a[href^="tel:"]').first().waitFor();
  const marks = await page.evaluate(() => (window as unknown as { helpMarks: Marks }).helpMarks);
  await context.close();
  return marks;
}

if (!process.env.BENCH_SKIP_BUILD) buildProduction();
freshState(STATE_DIR);
const server = await startServer(STATE_DIR, PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`Median of ${RUNS} cold visits, ms from navigation (375 px, service worker off):`);
  console.log('| network | page | help box | first line to call |');
  console.log('| ------- | ---- | -------- | ------------------ |');
  for (const slow of [false, true]) {
    for (const path of ['/help', '/']) {
      const runs: Marks[] = [];
      // One visit first, not counted: the server's first answers compile its code.
      await visit(browser, `${server.origin}${path}`, slow);
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await visit(browser, `${server.origin}${path}`, slow));
      }
      const cell = (key: keyof Marks) => Math.round(median(runs.map((marks) => marks[key])));
      console.log(
        `| ${slow ? 'slow 4G' : 'loopback'} | ${path} | ${cell('directory')} | ${cell('line')} |`,
      );
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
}
