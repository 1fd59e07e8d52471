import { expect, test } from 'vitest';
import { call, signedInUser } from '../test/factories';

const EXPECTED = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

test.each([
  ['a public read', '/api/thoughts'],
  ['a 404', '/api/nothing-here'],
  ['a 400', '/api/thoughts?limit=0'],
])('API answers carry the security headers: %s', async (_name, path) => {
  const response = await call(path);
  for (const [name, value] of Object.entries(EXPECTED)) {
    expect(response.headers.get(name)).toBe(value);
  }
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect(permissions).toContain(feature);
  }
});

test('a refused cross-origin write and a signed-in read carry them too', async () => {
  const refused = await call('/api/thoughts', {
    body: {},
    headers: { Origin: 'https://evil.example' },
  });
  expect(refused.status).toBe(403);
  expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
  const { cookie } = await signedInUser();
  const me = await call('/api/auth/user', { cookie });
  expect(me.headers.get('content-security-policy')).toBe(EXPECTED['content-security-policy']);
});

test('APP_ORIGIN pins the Origin check: the request host alone is no longer enough', async () => {
  const vars = { APP_ORIGIN: 'https://echo.example' };
  const { cookie } = await signedInUser();
  const elsewhere = await call('/api/echo/daily-login', { body: {}, cookie, vars });
  expect(elsewhere.status).toBe(403);
  const pinned = await call('/api/echo/daily-login', {
    body: {},
    cookie,
    vars,
    origin: 'https://echo.example',
  });
  expect(pinned.status).toBe(200);
});
