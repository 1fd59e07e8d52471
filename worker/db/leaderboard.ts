import { and, asc, desc, eq } from 'drizzle-orm';
import { LEADERBOARD_SIZE } from '../../schema/constants';
import { periodPoints, users } from '../../schema/tables';
import type { Db } from './client';

/**
 * The period's top users: points, then who reached their total first. The order is exactly
 * period_points_rank_idx (period_number, points DESC, reached_at), so SQLite reads the first
 * rows of one index range and stops: the cost does not grow with the number of participants.
 */
export function topPeriodPointsQuery(db: Db, periodNumber: number, limit = LEADERBOARD_SIZE) {
  return db
    .select({
      userId: periodPoints.userId,
      points: periodPoints.points,
      presentationName: users.presentationName,
    })
    .from(periodPoints)
    .innerJoin(users, eq(users.id, periodPoints.userId))
    .where(eq(periodPoints.periodNumber, periodNumber))
    .orderBy(desc(periodPoints.points), asc(periodPoints.reachedAt))
    .limit(limit);
}

export async function topPeriodPoints(db: Db, periodNumber: number) {
  return topPeriodPointsQuery(db, periodNumber);
}

/** The user's points in one period, 0 when they earned none. */
export async function periodPointsOf(db: Db, userId: string, periodNumber: number) {
  const rows = await db
    .select({ points: periodPoints.points })
    .from(periodPoints)
    .where(and(eq(periodPoints.periodNumber, periodNumber), eq(periodPoints.userId, userId)))
    .limit(1);
  return rows[0]?.points ?? 0;
}
