import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { app } from '../app';
import { ORIGIN } from '../test/factories';

/** A request whose body says how many of its bytes were read, and whether it was cancelled. */
function observedPost(path: string, chunks: number, chunkBytes: number, origin?: string) {
  const seen = { pulled: 0, cancelled: false };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      seen.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (origin) headers.set('Origin', origin);
  const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body });
  return { request, seen };
}

async function answer(request: Request) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

test('a write refused before its body was parsed still has its body read to the end', async () => {
  // 403: no Origin; 401: signed out; 404: no such route.
  for (const [path, origin, status] of [
    ['/api/thoughts', undefined, 403],
    ['/api/thoughts', ORIGIN, 401],
    ['/api/no-such-route', ORIGIN, 404],
  ] as const) {
    const { request, seen } = observedPost(path, 4, 1000, origin);
    const response = await answer(request);
    expect({ path, status: response.status }).toEqual({ path, status });
    expect({ path, pulled: seen.pulled, cancelled: seen.cancelled }).toEqual({
      path,
      pulled: 4000,
      cancelled: false,
    });
  }
});

test('a body larger than any route takes is read only so far, then cancelled', async () => {
  // 7 MiB in 64 KiB chunks, refused for its missing Origin.
  const { request, seen } = observedPost('/api/thoughts', 112, 64 * 1024);
  const response = await answer(request);
  expect(response.status).toBe(403);
  expect(seen.cancelled).toBe(true);
  expect(seen.pulled).toBeLessThan(7 * 1024 * 1024);
});
