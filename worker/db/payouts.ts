import { sql, type SQL } from 'drizzle-orm';
import type { Payout, PayoutStatus } from '../../schema/api';
import { auditStatement, type AuditRecord } from './audit-log';
import { runBatch } from './batch';
import type { Db } from './client';

/** The newest payouts one look shows (three winners a month: years of history). */
export const PAYOUTS_MAX = 100;
const DAY_MS = 24 * 3600_000;
const WEEK_MS = 7 * DAY_MS;

/** The API's payout, as stored: an epoch decision time and raw signal sums (shares come later). */
export type PayoutRow = Omit<Payout, 'decidedAt' | 'signals'> & {
  decidedAt: number | null;
  distinctVoters: number;
  topVoterPoints: number;
  newAccountPoints: number;
  loyalVoterPoints: number;
  /** Each distinct voter's account age in days at their first vote for the winner that period. */
  voterAgesDays: number[];
  staffPickPoints: number;
};

// Each signal reads only this winner's public awards in this period
// (points_ledger_user_period_idx): a winner's points are public points, and like awards, which
// are private for good (docs/decisions/015), are neither in them nor shown to staff.
const winnerAwards = sql.raw(`FROM points_ledger l
  WHERE l.user_id = w.user_id AND l.period_number = w.period_number
    AND l.rule <> 'upvote_received'`);

// A voter is loyal to the winner when at least 80% of all the public points they awarded that
// period went to them: the pattern of accounts that exist to push one person.
const LOYAL_SHARE = 0.8;

function selectPayouts(db: Db, where: SQL, limit: number) {
  return db.all<Record<string, unknown>>(sql`
    SELECT w.id, w.period_number AS periodNumber, w.rank, w.reward_usd AS rewardUsd, w.points,
      w.payout_status AS status, u.presentation_name AS presentationName,
      u.wallet_address AS walletAddress, w.note, w.tx_signature AS txSignature,
      w.decided_at AS decidedAt,
      (SELECT COUNT(DISTINCT l.source_user_id) ${winnerAwards}
        AND l.source_user_id IS NOT NULL) AS distinctVoters,
      (SELECT SUM(l.points) ${winnerAwards} AND l.source_user_id IS NOT NULL
        GROUP BY l.source_user_id ORDER BY 1 DESC LIMIT 1) AS topVoterPoints,
      (SELECT SUM(l.points) FROM points_ledger l JOIN users v ON v.id = l.source_user_id
        WHERE l.user_id = w.user_id AND l.period_number = w.period_number
          AND l.rule <> 'upvote_received'
          AND l.created_at - v.created_at < ${WEEK_MS}) AS newAccountPoints,
      (SELECT SUM(g.given) FROM (
          SELECT l.source_user_id AS voter, SUM(l.points) AS given ${winnerAwards}
            AND l.source_user_id IS NOT NULL GROUP BY l.source_user_id) g
        WHERE g.given >= ${LOYAL_SHARE} * (SELECT SUM(a.points) FROM points_ledger a
          WHERE a.source_user_id = g.voter AND a.period_number = w.period_number
            AND a.rule <> 'upvote_received')) AS loyalVoterPoints,
      (SELECT group_concat(age) FROM (
          SELECT CAST(MIN(l.created_at) - v.created_at AS REAL) / ${DAY_MS} AS age
          FROM points_ledger l JOIN users v ON v.id = l.source_user_id
          WHERE l.user_id = w.user_id AND l.period_number = w.period_number
            AND l.rule <> 'upvote_received'
          GROUP BY l.source_user_id)) AS voterAges,
      (SELECT SUM(l.points) ${winnerAwards} AND l.rule = 'staff_pick') AS staffPickPoints
    FROM period_winners w JOIN users u ON u.id = w.user_id
    WHERE ${where}
    ORDER BY w.period_number DESC, w.rank ASC
    LIMIT ${limit}`);
}

/**
 * Closed periods' winners, newest period first, with what a reviewer needs to spot a voting
 * ring: how many distinct people voted points to them, the largest single voter's points, the
 * points from accounts younger than a week when they voted, the points from voters who gave
 * nearly all their votes to this winner, every voter's account age, and the staff-pick points.
 */
export async function listPayouts(db: Db, status: PayoutStatus | undefined): Promise<PayoutRow[]> {
  const where = status === undefined ? sql`1` : sql`w.payout_status = ${status}`;
  return (await selectPayouts(db, where, PAYOUTS_MAX)).map(toPayoutRow);
}

export async function findPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [row] = await selectPayouts(db, sql`w.id = ${id}`, 1);
  return row ? toPayoutRow(row) : null;
}

const num = (value: unknown) => Number(value ?? 0);
const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

function toPayoutRow(row: Record<string, unknown>): PayoutRow {
  return {
    id: String(row.id),
    periodNumber: num(row.periodNumber),
    rank: num(row.rank),
    rewardUsd: num(row.rewardUsd),
    points: num(row.points),
    status: String(row.status) as PayoutStatus,
    presentationName: String(row.presentationName),
    walletAddress: String(row.walletAddress),
    note: textOrNull(row.note),
    txSignature: textOrNull(row.txSignature),
    decidedAt: row.decidedAt === null ? null : num(row.decidedAt),
    distinctVoters: num(row.distinctVoters),
    topVoterPoints: num(row.topVoterPoints),
    newAccountPoints: num(row.newAccountPoints),
    loyalVoterPoints: num(row.loyalVoterPoints),
    voterAgesDays: typeof row.voterAges === 'string' ? row.voterAges.split(',').map(Number) : [],
    staffPickPoints: num(row.staffPickPoints),
  };
}

/**
 * Moves a payout from `from` to `to` with its audit entry, in one batch, only if it is still in
 * `from` (a concurrent decision wins once). Returns whether it moved.
 */
export async function movePayout(
  db: Db,
  args: {
    id: string;
    from: PayoutStatus;
    to: PayoutStatus;
    note: string | null;
    txSignature: string | null;
    audit: AuditRecord;
  },
  auditId: string = crypto.randomUUID(),
): Promise<boolean> {
  const stillThere = sql`EXISTS (SELECT 1 FROM period_winners
    WHERE id = ${args.id} AND payout_status = ${args.from})`;
  const decided = sql`EXISTS (SELECT 1 FROM moderation_audit WHERE id = ${auditId})`;
  const { check } = await runBatch(db, {
    audit: auditStatement(args.audit, stillThere, auditId),
    move: sql`UPDATE period_winners SET payout_status = ${args.to},
        note = COALESCE(${args.note}, note),
        tx_signature = COALESCE(${args.txSignature}, tx_signature),
        decided_at = ${args.audit.at}, decided_by = ${args.audit.actorId}
      WHERE id = ${args.id} AND ${decided}`,
    check: sql`SELECT ${decided} AS decided`,
  });
  return check[0]?.decided === 1;
}
