import { afterEach, expect, test, vi } from 'vitest';
import { apiRequest } from './api-client';

afterEach(() => vi.unstubAllGlobals());

test('a non-OK response reads "status: body"', async () => {
  vi.stubGlobal('fetch', async () => new Response('{"error":"Too soon"}', { status: 429 }));
  await expect(apiRequest('/api/x')).rejects.toThrow('429: {"error":"Too soon"}');
});

test('an empty error body falls back to the status text', async () => {
  vi.stubGlobal(
    'fetch',
    async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
  );
  await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
});

test('requests always include credentials', async () => {
  const fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  await apiRequest('/api/x', { body: { a: 1 } });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/x',
    expect.objectContaining({ credentials: 'include', method: 'POST', body: '{"a":1}' }),
  );
});
