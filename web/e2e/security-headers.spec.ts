import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './fixtures/test-wallet';

// The production build under wrangler dev: pages and assets get their headers from
// public/_headers, the API from the worker. Both must say the same.
const REQUIRED = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name]).toBe(value);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

/** Every CSP violation the page reports, collected from the moment it loads. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('/, /thoughts, an asset and the API all carry the security headers', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/thoughts', '/favicon.svg', '/api/thoughts', '/api/nothing']) {
    const response = await request.get(path);
    expectSecurityHeaders(response.headers());
  }
  const home = await page.goto('/');
  expectSecurityHeaders(home?.headers() ?? {});
});

test('the app works under the CSP: sign-in, the wallet modal and the thoughts page, no violations', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await signInThroughUi(page, { seed: 8811_01, name: 'Csp Reader' });
  // Toasts (sonner inserts its styles at runtime) have shown by now: the welcome toast.
  await expect(page.getByText('Welcome, Csp Reader!').first()).toBeVisible();
  await page.goto('/thoughts');
  await expect(page.getByRole('heading', { name: 'Thoughts & Community' })).toBeVisible();
  await page.goto('/rewards');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});
