import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readConfig } from './config';
import { ApiError } from './errors';
import { isWriteMethod } from './write-methods';

/**
 * Every state-changing request must come from our own origin. SameSite=Lax cookies alone still
 * let a same-site page (or a top-level form POST on some browsers) act for the user.
 */
export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isWriteMethod(c.req.method)) {
    const origin = c.req.header('Origin');
    // APP_ORIGIN pins it in production; unset (dev, tests): the request's own origin.
    const config = readConfig(c.env);
    const expected = (config.ok && config.config.APP_ORIGIN) || new URL(c.req.url).origin;
    if (!origin || origin !== expected) {
      throw new ApiError(403, 'Cross-origin request refused');
    }
  }
  await next();
};
