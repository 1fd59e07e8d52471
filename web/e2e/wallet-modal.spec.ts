import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { installTestWallet, signInThroughUi, TEST_WALLET_NAME } from './fixtures/test-wallet';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Echo' });
const modal = (page: Page, title = 'Connect Wallet') => page.getByRole('dialog', { name: title });

async function openWalletModal(page: Page) {
  await nav(page)
    .getByRole('button', { name: /^Connect/ })
    .click();
  await overlay(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(modal(page)).toBeVisible();
}

// A marker only the wallet layer contains: @wallet-standard/app's discovery event.
const WALLET_CODE_MARKER = 'wallet-standard:app-ready';

test('the wallet code is not downloaded on the first load of /, only after Connect', async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share Your Truth' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstLoad = await Promise.all(scripts.map((script) => script.body));
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.some((body) => body.includes(WALLET_CODE_MARKER))).toBe(false);

  const before = scripts.length;
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(overlay(page)).toBeVisible();
  const afterClick = await Promise.all(scripts.slice(before).map((script) => script.body));
  expect(afterClick.some((body) => body.includes(WALLET_CODE_MARKER))).toBe(true);
});

test('without any wallet the modal shows the onboarding flow', async ({ page }) => {
  await page.goto('/');
  await openWalletModal(page);
  const dialog = modal(page);
  await expect(dialog.getByText('You need to connect a Solana wallet.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'New here?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Get Started' }).press('Enter');
  // The new view's heading takes focus, not the dialog as a whole.
  await expect(
    dialog.getByRole('heading', { name: 'Popular wallets to get started' }),
  ).toBeFocused();
  for (const name of [
    'Phantom',
    'Solflare',
    'Backpack',
    'Magic Eden',
    'Coinbase Wallet',
    'OKX Wallet',
  ]) {
    await expect(dialog.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(dialog.getByText('Once installed, refresh this page')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();
});

test('an installed wallet is recommended; a known one offers the install prompt', async ({
  page,
}) => {
  await installTestWallet(page, { seed: 201 });
  await page.goto('/');
  await openWalletModal(page);
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Recommended wallets' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible();

  const more = dialog.getByRole('button', { name: 'More wallets' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveText([
    /Echo Test Wallet/,
    /Jupiter Mobile/,
    /Phantom/,
    /Solflare/,
    /Backpack/,
  ]);

  await dialog.getByRole('button', { name: 'Phantom' }).click();
  await expect(dialog.getByRole('heading', { name: 'Have you installed Phantom?' })).toBeVisible();
  const install = dialog.getByRole('link', { name: 'Install Phantom' });
  await expect(install).toHaveAttribute('href', 'https://phantom.app');
  await expect(install).toHaveAttribute('target', '_blank');
  await expect(dialog).toContainText('On mobile: You should open the app instead');
  await expect(dialog).toContainText('On desktop: Install and refresh the page');
  await dialog.getByRole('button', { name: "I don't have a wallet" }).click();
  await expect(dialog.getByRole('heading', { name: 'New here?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Recommended wallets' })).toBeVisible();
  await dialog.getByRole('button', { name: "Can't find your wallet?" }).click();
  await expect(dialog.getByRole('heading', { name: 'New here?' })).toBeVisible();
});

test('after a first sign-in the modal leads with Recently used', async ({ page }) => {
  await signInThroughUi(page, { seed: 202, name: 'Recent 202' });
  const stored = await page.evaluate(() => ({
    recent: localStorage.getItem('unified-wallet-previously-connected'),
    selected: localStorage.getItem('walletName'),
  }));
  expect(stored).toEqual({
    recent: JSON.stringify([TEST_WALLET_NAME]),
    selected: JSON.stringify(TEST_WALLET_NAME),
  });

  await nav(page).getByRole('button', { name: 'Logout' }).click();
  // Logout disconnects the wallet, which clears the stored selection (not the recent list).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('walletName'))).toBeNull();
  await openWalletModal(page);
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Recently used' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible();
});

test('switching the language translates the modal and is remembered', async ({ page }) => {
  await page.goto('/');
  await openWalletModal(page);
  await modal(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  const french = modal(page, 'Connecter un portefeuille');
  await expect(french.getByText('Vous devez connecter un portefeuille Solana.')).toBeVisible();
  await expect(french.getByRole('heading', { name: 'Vous débutez\u202f?' })).toBeVisible();
  await expect(french.getByRole('button', { name: 'Commencer' })).toBeVisible();

  // The modal's picker is the app's: the whole app, the sign-in overlay included, follows.
  await french.getByRole('combobox', { name: 'Langue' }).selectOption('ja');
  await expect(modal(page, 'ウォレットを接続')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await modal(page, 'ウォレットを接続').getByRole('button', { name: '閉じる' }).click();
  const japaneseOverlay = page.getByRole('dialog', { name: 'Echoにログイン' });
  await japaneseOverlay.getByRole('button', { name: 'ウォレットを接続' }).click();
  await expect(modal(page, 'ウォレットを接続')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the theme can be switched to dark and jupiter', async ({ page }) => {
  await page.goto('/');
  await openWalletModal(page);
  const dialog = modal(page);
  await expect(dialog).toHaveAttribute('data-theme', 'light');
  const lightBackground = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(dialog).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption('jupiter');
  await expect(dialog).toHaveAttribute('data-theme', 'jupiter');
});

test('wallet icons are 30 px, and 24 px at 480 px wide', async ({ page }) => {
  await installTestWallet(page, { seed: 203 });
  await page.goto('/');
  await openWalletModal(page);
  const icon = modal(page).getByRole('button', { name: TEST_WALLET_NAME }).locator('img');
  await expect.poll(() => icon.evaluate((el) => el.getBoundingClientRect().width)).toBe(30);
  await page.setViewportSize({ width: 480, height: 800 });
  await expect.poll(() => icon.evaluate((el) => el.getBoundingClientRect().width)).toBe(24);
});

test('the modal makes no third-party requests', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) foreign.push(url);
  });
  await installTestWallet(page, { seed: 204 });
  await page.goto('/');
  await openWalletModal(page);
  await modal(page).getByRole('button', { name: 'More wallets' }).click();
  await modal(page).getByRole('button', { name: "Can't find your wallet?" }).click();
  await modal(page).getByRole('button', { name: 'Get Started' }).click();
  await expect(modal(page).getByRole('link', { name: 'OKX Wallet' })).toBeVisible();
  expect(foreign).toEqual([]);
});

test.describe('on an iPhone without a wallet', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('a wallet opens Echo in its in-app browser through its universal link', async ({
    page,
    baseURL,
  }) => {
    const opened: string[] = [];
    await page.route('https://phantom.app/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 204, body: '' });
    });
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Connect' }).click();
    await expect(overlay(page)).toContainText(
      'On mobile, this connects to your installed Phantom app.',
    );
    await overlay(page).getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'Recommended wallets' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Phantom' }).click();
    await expect.poll(() => opened.length).toBe(1);
    const origin = new URL(baseURL ?? '').origin;
    expect(opened[0]).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(`${origin}/`)}?ref=${encodeURIComponent(origin)}`,
    );
  });
});

test('the dev wallet is absent from the production build', () => {
  const source = readFileSync('web/wallet/dev-wallet.ts', 'utf8');
  const name = /DEV_WALLET_NAME = '([^']+)'/.exec(source)?.[1];
  expect(name).toBe('Echo Dev Wallet');
  const assets = join('dist', 'client', 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const leaking = files.filter((file) =>
    readFileSync(join(assets, file), 'utf8').includes(name ?? ''),
  );
  expect(leaking).toEqual([]);
});
