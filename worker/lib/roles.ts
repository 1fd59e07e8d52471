import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { requireUser } from './session';

/**
 * Route middleware, the one role check: 401 signed out, 403 for anyone whose ADMIN_WALLETS role
 * (read on every request, see lib/session) is not staff, or not one of `roles` when given. With no
 * roles, any staff role passes (every role moderates).
 */
export function requireRole(...roles: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { adminRole } = requireUser(c);
    if (adminRole === null) throw new ApiError(403, 'Admin access required');
    if (roles.length > 0 && !roles.includes(adminRole)) {
      throw new ApiError(403, `Only the ${roles.join(' and ')} roles may do this`);
    }
    await next();
  };
}
