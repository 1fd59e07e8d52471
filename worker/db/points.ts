import { sql, type SQL } from 'drizzle-orm';
import type { PointRule } from '../../schema/constants';
import { VOTER_DAILY_CAPS } from '../../schema/constants';
import { utcDay } from '../lib/time';
import { runBatch } from './batch';
import type { Db } from './client';

export type Award = {
  /** Unique per awardable event, e.g. `helpful_comment:{commentId}:{voterId}`. */
  awardKey: string;
  userId: string;
  rule: PointRule;
  points: number;
  /** The voter whose action pays: subject to the per-day cap. Null for system awards. */
  sourceUserId: string | null;
  /** The period the award counts toward, or null when no competition is running. */
  periodNumber: number | null;
  /**
   * Whether public figures (leaderboard, winners, history) count it (domain/awards decides). A
   * private award moves only the owner's own figures.
   */
  isPublic: boolean;
  now: number;
};

/**
 * The steps that grant an award at most once, to spread into the caller's own batch (one
 * transaction): the ledger row is inserted only if its key is new, `onlyIf` holds (e.g. "the vote
 * row this batch inserted exists") and, for voter-driven awards, the voter's points to this user
 * today stay within the cap; the user's total and period total then move only if that very row
 * exists. The `awardGranted` step selects `granted` (1 or 0).
 */
export function awardSteps(award: Award, onlyIf: SQL = sql`1`) {
  const ledgerId = crypto.randomUUID();
  const day = utcDay(award.now);
  // Likes and comment upvotes have caps of their own, each counting only its own kind of award.
  const isLike = award.rule === 'upvote_received';
  const sameKind = isLike ? sql`rule = 'upvote_received'` : sql`rule <> 'upvote_received'`;
  const cap = isLike ? VOTER_DAILY_CAPS.likes : VOTER_DAILY_CAPS.upvotes;
  const capCheck =
    award.sourceUserId === null
      ? sql`1`
      : sql`(SELECT coalesce(sum(points), 0) FROM points_ledger
             WHERE source_user_id = ${award.sourceUserId} AND user_id = ${award.userId}
               AND utc_day = ${day} AND ${sameKind}) + ${award.points} <= ${cap}`;
  // A deleted account is paid nothing more (docs/decisions/013): its comments may still be
  // upvoted until the sweep turns them into 'Deleted user'. Nor is a suspended one while the
  // suspension lasts: votes on its comments count on them, as a too-young voter's do, and it
  // keeps what it had, on the leaderboard too, so nobody else learns of the suspension
  // (docs/decisions/089).
  const recipientLive = sql`EXISTS (SELECT 1 FROM users
    WHERE id = ${award.userId} AND deleted_at IS NULL
      AND (suspended_until IS NULL OR suspended_until <= ${award.now}))`;
  const inserted = sql`EXISTS (SELECT 1 FROM points_ledger WHERE id = ${ledgerId})`;

  return {
    awardLedger: sql`INSERT OR IGNORE INTO points_ledger
        (id, award_key, user_id, source_user_id, rule, points, period_number, utc_day, created_at)
      SELECT ${ledgerId}, ${award.awardKey}, ${award.userId}, ${award.sourceUserId}, ${award.rule},
             ${award.points}, ${award.periodNumber}, ${day}, ${award.now}
      WHERE ${onlyIf} AND ${capCheck} AND ${recipientLive}`,
    awardUserTotal: sql`UPDATE users SET echo_points = echo_points + ${award.points}
      WHERE id = ${award.userId} AND ${inserted}`,
    // A no-op outside a competition: the step is always there so every batch has the same names.
    awardPeriodTotal: award.isPublic
      ? sql`INSERT INTO period_points
            (period_number, user_id, points, reached_at, public_points, public_reached_at)
          SELECT ${award.periodNumber}, ${award.userId}, ${award.points}, ${award.now},
                 ${award.points}, ${award.now}
          WHERE ${inserted} AND ${award.periodNumber} IS NOT NULL
          ON CONFLICT (period_number, user_id)
          DO UPDATE SET points = points + excluded.points, reached_at = excluded.reached_at,
            public_points = public_points + excluded.public_points,
            public_reached_at = excluded.public_reached_at`
      : sql`INSERT INTO period_points
            (period_number, user_id, points, reached_at, public_points, public_reached_at)
          SELECT ${award.periodNumber}, ${award.userId}, ${award.points}, ${award.now}, 0, 0
          WHERE ${inserted} AND ${award.periodNumber} IS NOT NULL
          ON CONFLICT (period_number, user_id)
          DO UPDATE SET points = points + excluded.points, reached_at = excluded.reached_at`,
    awardGranted: sql`SELECT ${inserted} AS granted`,
  };
}

/** Whether the award steps of a finished batch granted the points. */
export function wasGranted(results: { awardGranted: Record<string, unknown>[] }): boolean {
  return results.awardGranted[0]?.granted === 1;
}

/** Grants an award on its own (one batch). Returns whether points were granted. */
export async function awardPoints(db: Db, award: Award): Promise<boolean> {
  return wasGranted(await runBatch(db, awardSteps(award)));
}
