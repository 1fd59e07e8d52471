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
