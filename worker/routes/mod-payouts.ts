import { Hono } from 'hono';
import {
  idParamSchema,
  payoutDecisionSchema,
  payoutsQuerySchema,
  type Payout,
} from '../../schema/api';
import type { AppEnv } from '../app-env';
import { findPayout, listPayouts, movePayout, type PayoutRow } from '../db/payouts';
import { payoutMove } from '../domain/payout-moves';
import { neverStore } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { requirePayoutRole, requireStaffUser } from '../lib/staff';
import { validate } from '../lib/validate';

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

// The one response that names a winner and their wallet: the prize is paid to it.
function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    periodNumber: row.periodNumber,
    rank: row.rank,
    rewardUsd: row.rewardUsd,
    points: row.points,
    status: row.status,
    presentationName: row.presentationName,
    walletAddress: row.walletAddress,
    signals: {
      distinctVoters: row.distinctVoters,
      topVoterShare: share(row.topVoterPoints, row.points),
      newAccountVoterShare: share(row.newAccountPoints, row.points),
      likePoints: row.likePoints,
      staffPickPoints: row.staffPickPoints,
    },
    note: row.note,
    txSignature: row.txSignature,
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
  };
}

export const modPayoutRoutes = new Hono<AppEnv>()
  .get('/payouts', requirePayoutRole, validate('query', payoutsQuerySchema), async (c) => {
    const rows = await listPayouts(c.var.db, c.req.valid('query').status);
    neverStore(c);
    return c.json({ payouts: rows.map(toPayout) });
  })

  .post(
    '/payouts/:id',
    requirePayoutRole,
    validate('param', idParamSchema),
    validate('json', payoutDecisionSchema),
    async (c) => {
      const actor = requireStaffUser(c);
      const { id } = c.req.valid('param');
      const { action, note, txSignature } = c.req.valid('json');
      if (action === 'mark_paid' && !txSignature) {
        throw new ApiError(400, 'txSignature: required to mark a payout paid');
      }
      const payout = await findPayout(c.var.db, id);
      if (!payout) throw new ApiError(404, 'Payout not found');
      const next = payoutMove(payout.status, action);
      if (!next) throw new ApiError(409, `Payout is ${payout.status}: it cannot ${action}`);
      const moved = await movePayout(c.var.db, {
        id,
        from: payout.status,
        to: next,
        note: note || null,
        txSignature: action === 'mark_paid' ? (txSignature ?? null) : null,
        audit: {
          actorId: actor.id,
          actorName: actor.presentationName,
          at: Date.now(),
          action: `${action}_payout`,
          target: `payout:period ${payout.periodNumber} rank ${payout.rank} (${payout.presentationName})`,
          note:
            [note, action === 'mark_paid' ? `tx ${txSignature}` : null]
              .filter(Boolean)
              .join(' · ') || null,
        },
      });
      if (!moved) throw new ApiError(409, 'Payout was decided by someone else just now');
      const updated = await findPayout(c.var.db, id);
      if (!updated) throw new ApiError(404, 'Payout not found');
      return c.json(toPayout(updated));
    },
  );
