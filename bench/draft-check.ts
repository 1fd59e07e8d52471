// How long the composer's crisis check (web/workers/draft-check.ts) takes to give its first answer,
// in Chromium, on the production build's own file: when the person's first pause in typing comes
// at once, and when it comes after 1.5 s of typing. The worker starts when a draft gets focus
// (web/lib/use-draft-reads-as-crisis.ts), so the typing time is time it has to get ready in.
// No server: Playwright answers the page's requests from dist/client.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CLIENT_DIR } from '../scripts/route-chunks.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { buildProduction } from './local-server.ts';

const ORIGIN = 'http://draft-check.bench';
const RUNS = 7;
const TYPING_MS = [0, 1500];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

buildProduction();
const assets = join(CLIENT_DIR, 'assets');
const workerFile = readdirSync(assets).find((file) => /^draft-check-.*\.js$/.test(file));
if (!workerFile) throw new Error(`no draft-check-*.js in ${assets}: did the build run?`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`First answer of the draft check, ms (median of ${RUNS}, each in a fresh page):`);
  for (const typingMs of TYPING_MS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      await context.route(`${ORIGIN}/**`, (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === '/')
          return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
        return route.fulfill({
          contentType: TYPES[extname(path)] ?? 'application/octet-stream',
          body: readFileSync(join(CLIENT_DIR, path)),
        });
      });
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/`);
      times.push(
        await page.evaluate(
          async ([url, typing]) => {
            const worker = new Worker(url, { type: 'module' });
            await new Promise((resolve) => setTimeout(resolve, typing));
            const start = performance.now();
            await new Promise((resolve) => {
              worker.onmessage = resolve;
              worker.postMessage({ id: 1, text: 'i just want it all to stop' });
            });
            return performance.now() - start;
          },
          [`/assets/${workerFile}`, typingMs] as const,
        ),
      );
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)] ?? Number.NaN;
    console.log(`- first pause after ${typingMs} ms of typing: ${median.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
}
