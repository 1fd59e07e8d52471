// Staff for tests: roles come only from ADMIN_WALLETS, so a staff member is an ordinary user whose
// wallet the call's vars list with a role.
import { signedInUser, type CallOptions } from './factories';

export async function staffMember(role: 'admin' | 'dev' | 'mod') {
  const { user, cookie } = await signedInUser();
  const vars: CallOptions['vars'] = { ADMIN_WALLETS: `${user.walletAddress}=${role}` };
  return { user, cookie, vars };
}

/** An account old enough for its votes and reports to count. */
export const SEASONED = { createdAt: Date.now() - 30 * 24 * 3600_000 };
