import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures/people';

test('home renders the headline and the crisis-support box', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share Your Truth' })).toBeVisible();
  const crisis = page.getByRole('complementary', { name: /need to talk/i });
  // In the United States: 988 to call or text, and Crisis Text Line's HOME to 741741.
  await crisis.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Thoughts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn About Rewards' })).toBeVisible();
});

test('nav links navigate and highlight the active screen', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/thoughts$/);
  await expect(page.getByRole('heading', { name: 'Thoughts & Community' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByRole('heading', { name: 'Echo Points & Leaderboard' })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});

test('the connect button reads Connect Wallet on desktop and Connect at 480 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await page.setViewportSize({ width: 480, height: 800 });
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
});

test('/api/health answers and unknown API paths are JSON 404s', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Not found' });
});

test('a POST without a matching Origin is refused', async ({ request }) => {
  const response = await request.post('/api/auth/logout', {
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
});

test('every screen route serves the SPA', async ({ request }) => {
  for (const path of ['/', '/thoughts', '/rewards', '/anything-else']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  }
});

// A screen whose messages were not loaded would show their ids ("thoughts.card.like") instead.
const MESSAGE_ID =
  /\b(common|home|errors|help|thoughts|rewards|me|moderation|auth)\.[a-zA-Z]+\.[\w.]+/;

test('no screen shows a message id, signed out or signed in, in English and in Japanese', async ({
  page,
}) => {
  for (const language of ['en', 'ja']) {
    await page.addInitScript((saved) => localStorage.setItem('echo-language', saved), language);
    for (const path of ['/', '/thoughts', '/rewards', '/help', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText(), `${language} ${path}`).not.toMatch(MESSAGE_ID);
    }
  }
  await signInAs(page, 'ids');
  await page.goto('/me');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
});

test("each screen names the browser tab in the person's language, and a switch renames it", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('echo-language', 'ja'));
  for (const [path, title] of [
    ['/', 'Echo — 本当の気持ちを話そう'],
    ['/thoughts', 'つぶやきとコミュニティ · Echo'],
    ['/help', '相談窓口 · Echo'],
    ['/no-such-page', '404 ページが見つかりません · Echo'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.goto('/thoughts');
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page).toHaveTitle('Thoughts & Community · Echo');
});
