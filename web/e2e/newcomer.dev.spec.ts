import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { waitForDevServer } from './fixtures/dev-server';

// A newcomer's first minutes on `npm run dev` (the Vite dev server, `.dev.vars` and the demo
// seed, on fresh state): sign in with the built-in dev wallet, then watch the demo competition.
const DEV_WALLET_NAME = /DEV_WALLET_NAME = '([^']+)'/.exec(
  readFileSync('web/wallet/dev-wallet.ts', 'utf8'),
)?.[1];
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Echo' });

waitForDevServer();

test('signs in with the Echo Dev Wallet and names themself', async ({ page }) => {
  expect(DEV_WALLET_NAME).toBe('Echo Dev Wallet');
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await overlay(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: DEV_WALLET_NAME })
    .click();
  await overlay(page).getByRole('button', { name: 'Sign Message' }).click();

  // The state is fresh, so the dev wallet's new key is a new user who is asked for a name.
  await overlay(page).getByLabel('Presentation name').fill('Dev Newcomer');
  await overlay(page).getByRole('button', { name: 'Continue' }).click();
  await expect(nav(page).getByText('Dev Newcomer', { exact: true })).toBeVisible();
});

test('rewards show a running period with ranked demo users and the last period winners', async ({
  page,
}) => {
  await page.goto('/rewards');
  const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
  await expect(
    leaderboard.getByRole('timer', { name: 'Time remaining in this period' }),
  ).toBeVisible();
  const entries = leaderboard.getByRole('list', { name: 'Top users' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Rank 1');
  expect(await entries.count()).toBeGreaterThanOrEqual(3);

  const winners = page.getByRole('region', { name: 'Previous Winners' });
  const lastPeriod = winners.getByRole('region').first();
  await expect(lastPeriod.getByRole('listitem')).toHaveCount(3);
  await expect(lastPeriod.getByRole('listitem').first()).toContainText('#1');
  await expect(lastPeriod.getByRole('listitem').first()).toContainText('$25');
});
