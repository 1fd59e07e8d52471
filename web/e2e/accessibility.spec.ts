import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs as signInPerson } from './fixtures/people';
import { ADMIN_SEED } from './fixtures/test-wallet';

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
