import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type handlers throw; `onError` turns it into `{"error": message, ...extra}`. */
export class ApiError extends HTTPException {
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** 429 with a whole-second Retry-After, never below 1. */
export function tooSoon(
  retryAfterMs: number,
  message = 'Too many requests, please wait',
): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, message, { headers: { 'Retry-After': String(seconds) } });
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json({ error: err.message, ...err.extra }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own (body limit, malformed JSON...) carry a client status; keep it, hide internals.
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'Request rejected' }, status);
  }
  console.error('unhandled error', err);
  return c.json({ error: 'Internal Server Error' }, 500);
}

export function handleNotFound(c: Context): Response {
  return c.json({ error: 'Not found' }, 404);
}
