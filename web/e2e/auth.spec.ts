import { expect, test, type Page } from '@playwright/test';
import { E2E_ENV } from './fixtures/e2e-env';
import {
  ADMIN_SEED,
  installTestWallet,
  signInThroughApi,
  signInThroughUi,
  TEST_WALLET_NAME,
  testWalletAddress,
} from './fixtures/test-wallet';

// Each test uses its own seeds and names: the e2e database is shared by the whole run.
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Echo' });

async function openOverlayAndConnect(page: Page) {
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await overlay(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
}

test('ADMIN_WALLETS in e2e-env lists the address of ADMIN_SEED', async () => {
  expect(E2E_ENV.ADMIN_WALLETS).toBe(`${await testWalletAddress(ADMIN_SEED)}=admin`);
});

test('a new user signs in through the overlay, names themself and sees their name', async ({
  page,
}) => {
  const { address } = await installTestWallet(page, { seed: 101 });
  await page.goto('/');
  await openOverlayAndConnect(page);

  // The sign step shows the address as first 8 … last 8 characters.
  await expect(overlay(page)).toContainText(`${address.slice(0, 8)}...${address.slice(-8)}`);
  // Verify goes first; only after the signature checks out does it ask for a name.
  const needsName = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/verify') && response.status() === 400,
  );
  await overlay(page).getByRole('button', { name: 'Sign Message' }).click();
  expect(await (await needsName).json()).toMatchObject({ needsName: true });

  const name = overlay(page).getByLabel('Presentation name');
  await expect(name).toHaveAttribute('maxlength', '50');
  await overlay(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Name Required')).toBeVisible();

  await name.fill('New Person 101');
  await overlay(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome, New Person 101!').first()).toBeVisible();
  await expect(overlay(page)).toBeHidden();
  await expect(nav(page).getByText('New Person 101', { exact: true })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // The session survives a reload: the server knows the user.
  await page.reload();
  await expect(nav(page).getByText('New Person 101', { exact: true })).toBeVisible();
});

test('a returning user skips the name step', async ({ browser }) => {
  const first = await browser.newPage();
  await signInThroughUi(first, { seed: 102, name: 'Returning 102' });
  await first.close();

  const page = await browser.newPage();
  await installTestWallet(page, { seed: 102 });
  await page.goto('/');
  await expect(nav(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  const nonce = page.waitForResponse((response) => response.url().endsWith('/api/auth/nonce'));
  await openOverlayAndConnect(page);
  // The nonce answer never tells whether the wallet has an account, nor its name.
  const answer = (await (await nonce).json()) as Record<string, unknown>;
  expect(Object.keys(answer).sort()).toEqual(['message', 'nonce', 'signInInput']);
  expect(JSON.stringify(answer)).not.toContain('Returning 102');
  await overlay(page).getByRole('button', { name: 'Sign Message' }).click();
  await expect(nav(page).getByText('Returning 102', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Presentation name')).toHaveCount(0);
  await page.close();
});

test('a rejected signature shows Signing Failed and keeps the sign step', async ({ page }) => {
  await installTestWallet(page, { seed: 103, mode: 'reject' });
  await page.goto('/');
  await openOverlayAndConnect(page);
  await overlay(page).getByRole('button', { name: 'Sign Message' }).click();
  await expect(page.getByText('Signing Failed', { exact: true })).toBeVisible();
  // The wallet's "User rejected the request." in the person's own words.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You declined the request in your wallet.'),
  ).toBeVisible();
  await expect(overlay(page).getByRole('button', { name: 'Sign Message' })).toBeVisible();
});

test('with the keyboard: Sign Message keeps focus while the wallet is asked, and says why it failed', async ({
  page,
}) => {
  await installTestWallet(page, { seed: 113, mode: 'slowReject' });
  await page.goto('/');
  await openOverlayAndConnect(page);
  const sign = overlay(page).getByRole('button', { name: 'Sign Message' });
  await expect(sign).toBeFocused();
  await page.keyboard.press('Enter');
  // While the wallet's window is open: the button is busy, not disabled, so focus stays in the
  // overlay (a disabled button dropped it onto the page behind).
  await expect(sign).toHaveAttribute('aria-disabled', 'true');
  await expect(sign).toBeFocused();
  await expect(sign).not.toHaveAttribute('aria-disabled');
  await expect(sign).toBeFocused();
  // The reason stays under the button once the toast is gone, and describes it.
  await expect(sign).toHaveAccessibleDescription(
    'Signing Failed: You declined the request in your wallet.',
  );
  await page.keyboard.press('Tab');
  await expect(overlay(page).getByRole('button', { name: 'Close' })).toBeFocused();
});

test('a wallet that refuses to connect: the overlay says so, and focus stays on Connect Wallet', async ({
  page,
}) => {
  await installTestWallet(page, { seed: 114, mode: 'refuseConnect' });
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = overlay(page).getByRole('button', { name: 'Connect Wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .press('Enter');
  await expect(overlay(page).getByRole('alert')).toHaveText(
    'Your wallet did not connect. Try again, or choose another wallet.',
  );
  await expect(connect).toBeFocused();
  // Trying again clears it (the wallet picker opens over the overlay).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByText('Your wallet did not connect.', { exact: false })).toHaveCount(0);
});

test('the overlay closes with its close button and opens again', async ({ page }) => {
  await installTestWallet(page, { seed: 104 });
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(overlay(page)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toBeHidden();
  // Focus goes back to the button that opened it, not to the page: closed with Escape too.
  await expect(nav(page).getByRole('button', { name: 'Connect Wallet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(nav(page).getByRole('button', { name: 'Connect Wallet' })).toBeFocused();

  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(overlay(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  // No wallet call happened without a tap on a wallet.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __echoTestWallet: { connects: number } }).__echoTestWallet.connects,
    ),
  ).toBe(0);
});

test('logout signs the user out and disconnects the wallet', async ({ page }) => {
  await signInThroughUi(page, { seed: 105, name: 'Leaving 105' });
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(nav(page).getByText('Leaving 105')).toHaveCount(0);
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  // Back to the first step: the wallet was disconnected too.
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(overlay(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

test('a wallet with solana:signIn signs in with one tap', async ({ page }) => {
  await signInThroughUi(page, { seed: 106, name: 'One Tap 106', mode: 'signIn' });
  await expect(nav(page).getByText('One Tap 106', { exact: true })).toBeVisible();
});

test('on a phone a new user signs in through the overlay and sees their name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, { seed: 108, name: 'Phone 108' });
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.reload();
  await expect(nav(page).getByText('Phone 108', { exact: true })).toBeVisible();
});

test('on a 375 px phone a signed-in header keeps Logout on screen in every language tried, and the language switcher in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, { seed: 109, name: 'A Rather Long Name For A Phone' });
  await page.goto('/');
  // The navigation's own name changes with the language; the page has one header. Only the
  // second row's switcher shows on a phone.
  const header = page.getByRole('banner');
  const switcher = header.getByRole('combobox');
  const rightEdge = async (target: ReturnType<Page['getByRole']>) => {
    const box = await target.boundingBox();
    return (box?.x ?? Infinity) + (box?.width ?? 0);
  };
  for (const [language, logout] of [
    ['ru', 'Выйти'],
    ['fr', 'Se déconnecter'],
    ['en', 'Logout'],
  ] as const) {
    await switcher.selectOption(language);
    const button = header.getByRole('button', { name: logout });
    await expect(button).toBeVisible();
    expect(await rightEdge(button), language).toBeLessThanOrEqual(375);
  }
  // The second row scrolls sideways when its links are wider than the screen.
  await switcher.scrollIntoViewIfNeeded();
  expect(await rightEdge(switcher)).toBeLessThanOrEqual(375);
});

test('from 640 px (a laptop at 200% zoom) to 1280 px, the signed-in staff header keeps every control on screen, in German and Russian', async ({
  page,
}) => {
  await signInThroughApi(page, { seed: ADMIN_SEED, name: 'Echo Admin' });
  await page.goto('/');
  const header = page.getByRole('banner');
  const offScreen: string[] = [];
  for (const [language, logout] of [
    ['de', 'Abmelden'],
    ['ru', 'Выйти'],
  ] as const) {
    await page.evaluate((chosen) => localStorage.setItem('echo-language', chosen), language);
    for (const width of [640, 768, 900, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(header.getByRole('button', { name: logout })).toBeVisible();
      // Every control of the header's first row (the second row scrolls sideways by design).
      const edges = await header
        .locator('nav > div')
        .first()
        .evaluate((row) =>
          [...row.querySelectorAll('a, button, select')]
            .filter((control) => (control as HTMLElement).offsetParent !== null)
            .map((control) => ({
              name: control.textContent?.trim() ?? '',
              right: control.getBoundingClientRect().right,
            })),
        );
      for (const { name, right } of edges) {
        if (right > width) offScreen.push(`${language} ${width}px: ${name} ends at ${right}`);
      }
    }
  }
  // Before, at 640 px "Abmelden" ended at 986 px.
  expect(offScreen).toEqual([]);
});

test('with the keyboard alone, picking a wallet lands on Sign Message, and Escape from the picker goes back to Connect Wallet', async ({
  page,
}) => {
  await installTestWallet(page, { seed: 110 });
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).focus();
  await page.keyboard.press('Enter');
  const connect = overlay(page).getByRole('button', { name: 'Connect Wallet' });
  await connect.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(picker).toBeVisible();
  // As a person would: Escape once the picker has taken focus (it listens from then on).
  await expect
    .poll(() => picker.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(connect).toBeFocused();

  await page.keyboard.press('Enter');
  await picker.getByRole('button', { name: TEST_WALLET_NAME }).focus();
  await page.keyboard.press('Enter');
  // Focus once fell to the page behind the overlay: 46 Tabs through hidden links to get back.
  await expect(overlay(page).getByRole('button', { name: 'Sign Message' })).toBeFocused();
});

test('the admin wallet shows its role badge', async ({ page }) => {
  await signInThroughApi(page, { seed: ADMIN_SEED, name: 'Echo Admin' });
  await page.goto('/');
  await expect(nav(page).getByText('Admin', { exact: true })).toBeVisible();
});

test('signing in claims the daily-login point', async ({ page }) => {
  const dailyLogin = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/echo/daily-login') && response.request().method() === 'POST',
  );
  await signInThroughUi(page, { seed: 107, name: 'Daily 107' });
  expect((await dailyLogin).status()).toBe(200);
});
