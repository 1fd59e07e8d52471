import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { SessionUser } from '../db/sessions';
import { ApiError } from './errors';
import { requireUser } from './session';

// Every ADMIN_WALLETS role is staff (moderation, with `requireAdmin`); only these also decide
// cash payouts.
const PAYOUT_ROLES = new Set(['admin', 'dev']);

/** The signed-in staff member: 401 signed out, 403 for everyone else (as `requireAdmin`). */
export function requireStaffUser(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!user.isAdmin) throw new ApiError(403, 'Admin access required');
  return user;
}

/** Route middleware: the roles that decide payouts (admin, dev); a mod gets 403. */
export const requirePayoutRole: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireStaffUser(c);
  if (!PAYOUT_ROLES.has(user.adminRole ?? '')) {
    throw new ApiError(403, 'Only admin and dev roles decide payouts');
  }
  await next();
};
