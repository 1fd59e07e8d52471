import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { LEADERBOARD_SIZE } from '../../schema/constants';
import { periodPoints, users } from '../../schema/tables';
import type { Db } from './client';

/**
 * Staff accounts are not ranked and win no prizes. They are named by the wallets of
 * ADMIN_WALLETS (a short list from configuration, never one that grows with the data), so a
 * grant or revocation takes effect at the next read.
 */
function notStaff(staffWallets: readonly string[]) {
  return staffWallets.length === 0 ? undefined : notInArray(users.walletAddress, [...staffWallets]);
}

/**
 * The period's public top: public points (like awards never count, docs/decisions/015), then who
 * reached them first; a deleted account is never listed (docs/decisions/013). The order is exactly
 * period_points_public_rank_idx (period_number, public_points DESC, public_reached_at), so SQLite
 * reads the first rows of one index range and stops: the cost does not grow with the number of
 * participants (staff rows are skipped on the way, at most a handful).
 */
export function topPeriodPointsQuery(
  db: Db,
  periodNumber: number,
  staffWallets: readonly string[] = [],
  limit = LEADERBOARD_SIZE,
) {
  return db
    .select({
      userId: periodPoints.userId,
      points: periodPoints.publicPoints,
      presentationName: users.presentationName,
    })
    .from(periodPoints)
    .innerJoin(users, eq(users.id, periodPoints.userId))
    .where(
      and(
        eq(periodPoints.periodNumber, periodNumber),
        isNull(users.deletedAt),
        notStaff(staffWallets),
      ),
    )
    .orderBy(desc(periodPoints.publicPoints), asc(periodPoints.publicReachedAt))
    .limit(limit);
}

export async function topPeriodPoints(
  db: Db,
  periodNumber: number,
  staffWallets: readonly string[],
) {
  const rows = await topPeriodPointsQuery(db, periodNumber, staffWallets);
  // A user whose only points this period are private likes has nothing public to show yet.
  return rows.filter((row) => row.points > 0);
}

/** The user's full points in one period (likes included: their own figure), 0 when none. */
export async function periodPointsOf(db: Db, userId: string, periodNumber: number) {
  const rows = await db
    .select({ points: periodPoints.points })
    .from(periodPoints)
    .where(and(eq(periodPoints.periodNumber, periodNumber), eq(periodPoints.userId, userId)))
    .limit(1);
  return rows[0]?.points ?? 0;
}
