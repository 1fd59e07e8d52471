// Typed view of the wrangler vars (DESIGN.md section 1), parsed once per request.

export type AdminGrant = { role: string };

export function adminWallets(env: Env): Map<string, AdminGrant> {
  const grants = new Map<string, AdminGrant>();
  for (const pair of (env.ADMIN_WALLETS ?? '').split(',')) {
    const [wallet, role] = pair.split('=').map((part) => part.trim());
    if (wallet) grants.set(wallet, { role: role || 'admin' });
  }
  return grants;
}

/** Epoch ms at which period 1 begins, or null when no competition is configured. */
export function leaderboardStart(env: Env): number | null {
  const raw = (env.LEADERBOARD_START ?? '').trim();
  if (!raw) return null;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

export function postTokenCost(env: Env): number {
  const value = Number(env.POST_TOKEN_COST);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function reportHideThreshold(env: Env): number {
  const value = Number(env.REPORT_HIDE_THRESHOLD);
  return Number.isInteger(value) && value >= 1 ? value : 3;
}
