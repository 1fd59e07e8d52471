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
