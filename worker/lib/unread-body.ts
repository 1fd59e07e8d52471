import type { MiddlewareHandler } from 'hono';

/**
 * Reads to its end whatever body a request sent that its answer did not need: a write refused
 * before its body was parsed (403 for a foreign Origin, 401 signed out, 404 an unknown route).
 * Under `npm run dev` the Vite plugin's bridge to workerd otherwise failed the next request now
 * and then with a 500 of its own (up to 5 in 300 after such a 403; none in 1,300 once read,
 * docs/decisions/080). Read a chunk at a time and dropped, at most `most` bytes: a body larger
 * than any route takes is cancelled, never held in memory.
 */
export function readUnreadBody(most: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const body = c.req.raw.body;
    if (!body || c.req.raw.bodyUsed) return;
    const reader = body.getReader();
    try {
      for (let read = 0; read <= most;) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // A body the client broke off is no concern of the answer already made.
    }
  };
}
