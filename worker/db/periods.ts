import { asc, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { REWARDS_USD } from '../../schema/constants';
import { periodWinners, periods, users } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';

export type PeriodRow = typeof periods.$inferSelect;

/** A period's place in time: period n covers [startsAt, endsAt). */
export type PeriodWindow = Pick<PeriodRow, 'number' | 'startsAt' | 'endsAt'>;

export async function findPeriod(db: Db, number: number): Promise<PeriodRow | null> {
  const rows = await db.select().from(periods).where(eq(periods.number, number)).limit(1);
  return rows[0] ?? null;
}

/** The highest period number already closed, 0 when none is. */
export async function lastClosedPeriodNumber(db: Db): Promise<number> {
  const rows = await db
    .select({ number: max(periods.number) })
    .from(periods)
    .where(isNotNull(periods.closedAt));
  return rows[0]?.number ?? 0;
}

/** Stores the period's row unless it exists (the number is the primary key: races are no-ops). */
function insertPeriodIfMissing(db: Db, window: PeriodWindow) {
  return db
    .insert(periods)
    .values({
      number: window.number,
      id: crypto.randomUUID(),
      startsAt: window.startsAt,
      endsAt: window.endsAt,
    })
    .onConflictDoNothing({ target: periods.number });
}

export async function ensurePeriod(db: Db, window: PeriodWindow): Promise<void> {
  await insertPeriodIfMissing(db, window);
}

const rewardForRank = sql.raw(
  `CASE rn ${REWARDS_USD.map((usd, i) => `WHEN ${i + 1} THEN ${usd}`).join(' ')} END`,
);

/**
 * Who may win: not staff (named by ADMIN_WALLETS, a short configured list) and not a deleted
 * account (docs/decisions/013).
 */
function eligibleWinner(staffWallets: readonly string[]) {
  const live = sql`user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)`;
  if (staffWallets.length === 0) return live;
  const wallets = sql.join(
    staffWallets.map((wallet) => sql`${wallet}`),
    sql`, `,
  );
  return sql`${live} AND user_id NOT IN (SELECT id FROM users WHERE wallet_address IN (${wallets}))`;
}

/**
 * Closes an ended period in one batch (a transaction): its row exists, its top 3 eligible users
 * by public points (like awards never count, docs/decisions/015: a closing total that jumped by
 * the likes would name the liked thoughts' authors), then who reached them first, become winners
 * awaiting payout review, and closed_at is set. Winners are written only while the period is
 * still open, so a second or concurrent run changes nothing.
 */
export async function closePeriod(
  db: Db,
  window: PeriodWindow,
  now: number,
  staffWallets: readonly string[],
): Promise<void> {
  const stillOpen = sql`NOT EXISTS (SELECT 1 FROM periods
    WHERE number = ${window.number} AND closed_at IS NOT NULL)`;
  await runBatch(db, {
    period: insertPeriodIfMissing(db, window),
    winners: sql`INSERT OR IGNORE INTO period_winners
        (period_number, rank, user_id, points, reward_usd, payout_status, id)
      SELECT ${window.number}, rn, user_id, public_points, ${rewardForRank}, 'pending_review',
             lower(hex(randomblob(16)))
      FROM (
        SELECT user_id, public_points,
               row_number() OVER (
                 ORDER BY public_points DESC, public_reached_at ASC, user_id ASC) AS rn
        FROM period_points
        WHERE period_number = ${window.number} AND public_points > 0
          AND ${eligibleWinner(staffWallets)}
      )
      WHERE rn <= ${REWARDS_USD.length} AND ${stillOpen}`,
    closed: db
      .update(periods)
      .set({ closedAt: now })
      .where(sql`${periods.number} = ${window.number} AND ${periods.closedAt} IS NULL`),
  });
}

export type ClosedPeriod = PeriodRow & {
  winners: { rank: number; presentationName: string; points: number; rewardUsd: number }[];
};

/** Closed periods, newest first, each with its winners by rank: one query, grouped here. */
export async function listClosedPeriods(db: Db): Promise<ClosedPeriod[]> {
  const rows = await db
    .select({
      period: periods,
      rank: periodWinners.rank,
      presentationName: users.presentationName,
      points: periodWinners.points,
      rewardUsd: periodWinners.rewardUsd,
    })
    .from(periods)
    .leftJoin(periodWinners, eq(periodWinners.periodNumber, periods.number))
    .leftJoin(users, eq(users.id, periodWinners.userId))
    .where(isNotNull(periods.closedAt))
    .orderBy(desc(periods.number), asc(periodWinners.rank));

  const byNumber = new Map<number, ClosedPeriod>();
  for (const row of rows) {
    let closed = byNumber.get(row.period.number);
    if (!closed) {
      closed = { ...row.period, winners: [] };
      byNumber.set(row.period.number, closed);
    }
    if (row.rank !== null && row.presentationName !== null && row.points !== null) {
      closed.winners.push({
        rank: row.rank,
        presentationName: row.presentationName,
        points: row.points,
        rewardUsd: row.rewardUsd ?? 0,
      });
    }
  }
  return [...byNumber.values()];
}
