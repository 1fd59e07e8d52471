import { expect, test } from '@playwright/test';

// The production build is an installable app: a web app manifest whose icons exist, and a service
// worker at the site root (docs/decisions/024).

type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  background_color?: string;
  theme_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

test('the page links a manifest with what installing needs, and every icon it names is a PNG of its stated size', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');

  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  const manifest = JSON.parse(await response.text()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Echo',
    short_name: 'Echo',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons = manifest.icons ?? [];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }
});

test('the service worker is served from the site root and controls the whole app', async ({
  page,
  request,
}) => {
  const script = await request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');

  await page.goto('/rewards');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
});
