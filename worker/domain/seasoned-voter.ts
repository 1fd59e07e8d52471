import type { Config } from '../lib/config';

const HOUR_MS = 3600_000;

/**
 * The one anti-sybil rule for every vote and report: whether an account is older than
 * VOTER_MIN_ACCOUNT_AGE_HOURS. Younger accounts' likes and upvotes still count on the thought or
 * comment but pay no points, and their reports are kept for moderators but hide nothing, so a farm
 * of fresh wallets can neither mint prize money nor silence anyone.
 */
export function isSeasonedVoter(
  account: { createdAt: number },
  config: Pick<Config, 'VOTER_MIN_ACCOUNT_AGE_HOURS'>,
  now: number,
): boolean {
  return now - account.createdAt >= config.VOTER_MIN_ACCOUNT_AGE_HOURS * HOUR_MS;
}
