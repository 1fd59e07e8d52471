import { expect, test, type Page } from '@playwright/test';

// The production build's service worker (web/sw/sw.ts, docs/decisions/024): the crisis box and
// /help keep working offline with the lines the person last saw, and no other API answer is kept.

const helpBox = (page: Page) =>
  page.getByRole('complementary', { name: 'Need to talk to someone now?' });

/** The numbers the page offers to call, in order. */
function telLinks(page: Page): Promise<(string | null)[]> {
  return page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** Every request URL kept in the page's caches, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

/** The worker installs after the page has loaded and takes the page over when it activates. */
async function untilTheWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Offline, and nothing in the browser's HTTP cache: whatever shows comes from the worker. */
async function goOffline(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.context().setOffline(true);
}

/** One visit to /help, and no other page, until the worker controls it and keeps its lines. */
async function visitHelpOnce(page: Page) {
  await page.goto('/help');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await untilTheWorkerControls(page);
  await expect.poll(() => cachedPaths(page)).toContain('/api/help');
}

// The suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

test('offline, Home and /help still draw and the crisis box shows the lines last seen; no other API answer is kept', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await untilTheWorkerControls(page);

  // Online: the person picks a country in Home's box, then reads every line on /help.
  await helpBox(page).getByLabel('Country').selectOption('JP');
  await expect(helpBox(page).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'Get help' }).click();
  await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
  const lines = helpBox(page).getByRole('listitem');
  await expect(lines.nth(2)).toBeVisible();
  const seen = await lines.allTextContents();
  expect(seen.join('\n')).toMatch(/Call \d/);
  // Reads of the rest of the API go by the worker untouched.
  await page.goto('/thoughts');
  await expect(page.getByRole('heading', { name: 'Thoughts & Community' })).toBeVisible();
  await page.goto('/');
  await expect(helpBox(page).getByRole('listitem').first()).toBeVisible();

  await goOffline(page);

  await page.reload();
  await expect(helpBox(page).getByRole('listitem')).toHaveText(seen.slice(0, 2));
  await page.getByRole('link', { name: 'Get help' }).click();
  await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
  await expect(helpBox(page).getByRole('listitem')).toHaveText(seen);
  // A link to /help opened afresh, offline.
  await page.goto('/help');
  await expect(helpBox(page).getByRole('listitem')).toHaveText(seen);

  const kept = await cachedPaths(page);
  expect(kept.filter((path) => path.startsWith('/api'))).toEqual(['/api/help']);
  expect(kept).toContain('/');
  await context.setOffline(false);
});

test('after a single visit, offline, the help box still has the lines of where the person is', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('echo-language', 'ja'));
  // One visit, and no other page: its own request for the lines went out before the worker was
  // there to keep the answer (docs/decisions/084).
  await visitHelpOnce(page);
  const online = await telLinks(page);

  await goOffline(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('相談窓口');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(await telLinks(page)).toEqual(online);
  await context.setOffline(false);
});

test('after a single visit with a country chosen, offline, the help box has that country’s lines, not those of where the request comes from', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('echo-help-country', 'JP'));
  await page.goto('/help');
  await expect(page.locator('a[href="tel:119"]')).toBeVisible();
  await untilTheWorkerControls(page);
  // What the worker keeps for offline: Japan's answer, once the page has asked again through it.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('echo-help')).match('/api/help');
        return kept ? ((await kept.json()) as { country: string }).country : null;
      }),
    )
    .toBe('JP');

  await goOffline(page);
  await page.reload();
  await expect(page.locator('a[href="tel:119"]')).toBeVisible();
  await expect(page.locator('a[href="tel:911"]')).toHaveCount(0);
  await context.setOffline(false);
});

test('after a single visit to /help, offline, Home draws too, with the crisis lines', async ({
  page,
  context,
}) => {
  // A link to /help shared with someone: the only page they have seen when the network goes.
  await visitHelpOnce(page);

  await goOffline(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share Your Truth');
  // Below the headline: Home's own messages, which /help never asked for.
  await expect(page.getByRole('heading', { name: 'Anonymous & Safe' })).toBeVisible();
  await expect(helpBox(page).locator('a[href^="tel:"]').first()).toBeVisible();
  await context.setOffline(false);
});

test('online but with the server failing (503, 429), the help box shows the lines last seen', async ({
  page,
  context,
}) => {
  await visitHelpOnce(page);
  const online = await telLinks(page);

  for (const status of [503, 429]) {
    // The worker's own request is answered so too (Chromium routes a service worker's fetches).
    let refused = 0;
    await context.route('**/api/help**', async (route) => {
      refused += 1;
      await route.fulfill({ status, json: { error: 'Unavailable' } });
    });
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await page.reload();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    expect(await telLinks(page)).toEqual(online);
    expect(refused).toBeGreaterThan(0);
    await context.unrouteAll();
  }
});

test('offline, a screen never opened says it could not load, in place of a stack trace, and help is one tap away', async ({
  page,
  context,
}) => {
  await visitHelpOnce(page);

  await goOffline(page);
  // Rewards' code was never fetched: offline, it cannot arrive.
  await page.getByRole('link', { name: 'Rewards' }).click();
  const failed = page.getByRole('alert');
  await expect(failed.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await failed.getByRole('link', { name: 'Get help' }).click();
  await expect(helpBox(page).locator('a[href^="tel:"]').first()).toBeVisible();
  await context.setOffline(false);
});
