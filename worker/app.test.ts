import { exports } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { call, callJson, ORIGIN } from './test/factories';

test('GET /api/health answers ok', async () => {
  const { status, body } = await callJson<{ ok: boolean }>('/api/health');
  expect(status).toBe(200);
  expect(body).toEqual({ ok: true });
});

test('the worker entry serves /api/health', async () => {
  const response = await exports.default.fetch(`${ORIGIN}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test('unknown /api paths answer 404 JSON', async () => {
  const { status, body } = await callJson<{ error: string }>('/api/nope');
  expect(status).toBe(404);
  expect(body).toEqual({ error: 'Not found' });
});

test('a POST without Origin is refused with 403', async () => {
  const response = await call('/api/auth/logout', { method: 'POST', headers: { Origin: '' } });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: 'Cross-origin request refused' });
});

test('a POST from another origin is refused with 403', async () => {
  const response = await call('/api/auth/logout', {
    method: 'POST',
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status).toBe(403);
});

test('a GET needs no Origin', async () => {
  const response = await call('/api/health', { headers: { Origin: '' } });
  expect(response.status).toBe(200);
});

test('a JSON body over 64 KiB is refused with 413', async () => {
  const response = await call('/api/moderate-content', {
    body: { content: 'x'.repeat(70 * 1024) },
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: 'Request body too large' });
});

const INVALID_VARS: [keyof Env, string][] = [
  ['ADMIN_WALLETS', 'not-a-wallet=admin'],
  ['ADMIN_WALLETS', 'J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8='],
  ['LEADERBOARD_START', 'next tuesday'],
  ['POST_TOKEN_COST', '-1'],
  ['POST_TOKEN_COST', 'free'],
  ['REPORT_HIDE_THRESHOLD', '0'],
  ['REPORT_HIDE_THRESHOLD', '2.5'],
];

for (const [name, value] of INVALID_VARS) {
  test(`GET /api/health answers 500 naming ${name} when it is "${value}"`, async () => {
    const { status, body } = await callJson<{ error: string }>('/api/health', {
      vars: { [name]: value },
    });
    expect(status).toBe(500);
    expect(body.error).toMatch(new RegExp(`^Invalid configuration: ${name}: .+`));
  });
}

test('with an invalid var every other API route answers a bare 500', async () => {
  // A search: never answered from the edge cache, which runs before the configuration loads.
  const { status, body } = await callJson<{ error: string }>('/api/thoughts?q=anything', {
    vars: { LEADERBOARD_START: 'next tuesday' },
  });
  expect(status).toBe(500);
  expect(body).toEqual({ error: 'Internal Server Error' });
});
