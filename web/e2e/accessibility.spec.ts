import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs as signInPerson } from './fixtures/people';
import { ADMIN_SEED, signInThroughUi } from './fixtures/test-wallet';

type Viewer = 'signed out' | 'signed in' | 'staff';

/** Every screen, as each viewer who can see it. A new screen is one line here. */
const SCREENS: { path: string; viewers: Viewer[] }[] = [
  { path: '/', viewers: ['signed out', 'signed in'] },
  { path: '/thoughts', viewers: ['signed out', 'signed in'] },
  { path: '/rewards', viewers: ['signed out', 'signed in'] },
  { path: '/me', viewers: ['signed in'] },
  { path: '/moderation', viewers: ['staff'] },
];

const BLOCKING = new Set(['serious', 'critical']);

async function signInAs(page: Page, viewer: Viewer): Promise<void> {
  if (viewer === 'signed out') return;
  await (viewer === 'staff' ? signInPerson(page, 'staff', ADMIN_SEED) : signInPerson(page, 'axe'));
}

/** The serious and critical violations axe finds once the screen has drawn its data. */
async function blockingViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // label-content-name-mismatch is experimental in axe, so off by default; the issue named it.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const { path, viewers } of SCREENS) {
  for (const viewer of viewers) {
    test(`${path} has no serious or critical axe violations, ${viewer}`, async ({ page }) => {
      await signInAs(page, viewer);
      expect(await blockingViolations(page, path)).toEqual([]);
    });
  }
}

test('with the keyboard: the first Tab offers a skip link to the screen, a new screen takes focus, and so does the screen after signing in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // A link followed with the keyboard: the new screen is where a screen reader goes on reading.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rewards' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByRole('main')).toBeFocused();

  // Signing in replaces the Connect button focus would have gone back to.
  await signInThroughUi(page, { seed: 111, name: 'Keyboard 111' });
  await expect(page.getByRole('dialog', { name: 'Sign in to Echo' })).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
});

test('with the keyboard, the language waits for Enter: arrows only move the choice, Escape goes back, Tab applies it', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' }).first()).toBeVisible();
  // Its name is in the app's language, which changes below.
  const language = page.locator('select').first();
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Two steps on, and the app still in English: no language loaded for each arrow.
  await expect(language).toHaveValue('vi');
  await expect(html).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'vi');
  await expect(language).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveValue('fr');
  await page.keyboard.press('Escape');
  await expect(language).toHaveValue('vi');
  await expect(html).toHaveAttribute('lang', 'vi');

  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await expect(html).toHaveAttribute('lang', 'zh');
});
