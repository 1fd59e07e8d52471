import { expect, test } from '@playwright/test';

// The production build under wrangler dev: a lazy route's page answer names the route's own
// chunks in a `Link: rel=modulepreload` header (scripts/route-preloads.ts writes them into
// _headers), so the browser fetches them alongside the entry instead of after it.
function preloadedPaths(link: string | undefined): string[] {
  return [...(link ?? '').matchAll(/<([^>]+)>;\s*rel=modulepreload/g)].map(
    (match) => match[1] ?? '',
  );
}

test('/thoughts preloads its own chunks, which exist, and the page loads each script once', async ({
  page,
  request,
}) => {
  const response = await request.get('/thoughts');
  const paths = preloadedPaths(response.headers()['link']);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.some((path) => /\/assets\/thoughts-[\w-]+\.js$/.test(path))).toBe(true);
  for (const path of paths) {
    const asset = await request.get(path);
    expect(asset.status(), path).toBe(200);
    expect(asset.headers()['content-type'], path).toContain('javascript');
  }

  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/thoughts');
  await expect(page.getByRole('button', { name: /^Anxiety\W/ })).toBeVisible();
  for (const path of paths) expect(scripts.filter((script) => script === path)).toHaveLength(1);
});

test('/ preloads nothing beyond what index.html names', async ({ request }) => {
  const response = await request.get('/');
  expect(preloadedPaths(response.headers()['link'])).toEqual([]);
});

test("a lazy screen's messages are asked for while the shell's are on their way, in the person's language", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('echo-language', 'ja'));
  const catalogs: string[] = [];
  let shellAnswered = false;
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/i18n/'))
      catalogs.push(`${path.split('/').slice(3).join('/')}${shellAnswered ? ' late' : ''}`);
  });
  // The shell's messages answer slowly, as on a phone far from the server: the screen's own
  // must not wait for them to be asked for (docs/decisions/082).
  await page.route('**/i18n/*/*/common.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    shellAnswered = true;
    await route.continue();
  });
  await page.goto('/thoughts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('つぶやきとコミュニティ');
  expect(catalogs).toEqual(
    expect.arrayContaining(['ja/common.json', 'ja/thoughts.json', 'ja/errors.json']),
  );
  expect(catalogs.filter((catalog) => !catalog.startsWith('ja/'))).toEqual([]);
});
