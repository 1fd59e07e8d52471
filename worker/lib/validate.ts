import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * The single boundary validator: parses a request part with a zod schema and answers 400 with
 * the first issue's message. Handlers read only `c.req.valid(target)`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, async (value, c): Promise<z.output<Schema>> => {
    // Hono reads a JSON body only under a JSON Content-Type and hands any other body over as {}:
    // a report's reason sent as text/plain (what fetch() gives a string body) was dropped, and the
    // report answered 200. Such a body is read as JSON all the same; one that is not JSON is
    // refused (docs/decisions/099).
    const body =
      target === 'json' && hasBody(c.req.raw) && !isJson(c.req.header('Content-Type'))
        ? jsonOf(await c.req.text())
        : value;
    const result = schema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw new ApiError(400, `${path}${issue?.message ?? 'Invalid input'}`);
    }
    return result.data;
  });
}

/** application/json, or a type that is JSON underneath (application/merge-patch+json). */
function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/([\w.-]+\+)?json$/.test(mediaType);
}

/** Whether the request says it carries a body (a length above 0, or one sent in chunks). */
function hasBody(request: Request): boolean {
  const length = request.headers.get('Content-Length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('Transfer-Encoding') || request.body !== null;
}

/** A body sent under another type, read as JSON; 415 when it is not JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
}
