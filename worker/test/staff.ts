// Staff for tests: the role is both stored and granted by ADMIN_WALLETS in the call's vars, so
// the tests hold whether the session loader reads the role from the row or from the config.
import { signedInUser, type CallOptions } from './factories';

export async function staffMember(role: 'admin' | 'dev' | 'mod') {
  const { user, cookie } = await signedInUser({ isAdmin: true, adminRole: role });
  const vars: CallOptions['vars'] = { ADMIN_WALLETS: `${user.walletAddress}=${role}` };
  return { user, cookie, vars };
}

/** An account old enough for its votes and reports to count. */
export const SEASONED = { createdAt: Date.now() - 30 * 24 * 3600_000 };
