import type { Db } from '../db/client';
import { namesWithoutSkeleton, setNameSkeletons } from '../db/users';
import { nameSkeleton } from './name-skeleton';

// Bounded work per cron run (every 5 minutes): older accounts drain over a few runs.
const ACCOUNTS_PER_RUN = 200;

/**
 * The backfill of migration 0010: SQL cannot compute a TR39 skeleton, so the cron gives older
 * accounts theirs. Look-alike names that already exist keep both accounts and their names; staff
 * see them listed (GET /api/mod/look-alike-names), nobody is renamed.
 */
export async function backfillNameSkeletons(db: Db): Promise<number> {
  const accounts = await namesWithoutSkeleton(db, ACCOUNTS_PER_RUN);
  await setNameSkeletons(
    db,
    accounts.map((account) => ({
      id: account.id,
      skeleton: nameSkeleton(account.presentationName),
    })),
  );
  return accounts.length;
}
