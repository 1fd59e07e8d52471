import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { SessionUser } from '../db/sessions';
import { ApiError } from './errors';
import { requireUser } from './session';

// Every ADMIN_WALLETS role is staff (moderation); only these also decide cash payouts.
const PAYOUT_ROLES = new Set(['admin', 'dev']);

export function isStaff(user: SessionUser): boolean {
  return user.isAdmin;
}

export function canDecidePayouts(user: SessionUser): boolean {
  return user.isAdmin && PAYOUT_ROLES.has(user.adminRole ?? '');
}

/** The signed-in staff member: 401 signed out, 403 for everyone else. */
export function requireStaffUser(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!isStaff(user)) throw new ApiError(403, 'Staff access required');
  return user;
}

/** Route middleware: staff only, checked before any input is read. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireStaffUser(c);
  await next();
};

/** Route middleware: the roles that decide payouts (admin, dev); a mod gets 403. */
export const requirePayoutRole: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canDecidePayouts(requireStaffUser(c))) {
    throw new ApiError(403, 'Only admin and dev roles decide payouts');
  }
  await next();
};
