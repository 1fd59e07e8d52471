import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request must come from our own origin. SameSite=Lax cookies alone still
 * let a same-site page (or a top-level form POST on some browsers) act for the user.
 */
export const requireSameOrigin: MiddlewareHandler = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const origin = c.req.header('Origin');
    if (!origin || origin !== new URL(c.req.url).origin) {
      throw new ApiError(403, 'Cross-origin request refused');
    }
  }
  await next();
};
