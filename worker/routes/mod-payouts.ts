import { auditTarget } from '../../schema/audit-entry';
import { Hono } from 'hono';
import { idParamSchema, payoutDecisionSchema, payoutsQuerySchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { findPayout, listPayouts, movePayout } from '../db/payouts';
import { toPayout } from '../domain/api-json';
import { payoutMove } from '../domain/payout-moves';
import { neverStore } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { MONEY_ROLES } from '../../schema/constants';
import { requireRole } from '../lib/roles';
import { requireUser } from '../lib/session';
import { validate } from '../lib/validate';

export const modPayoutRoutes = new Hono<AppEnv>()
  .get(
    '/payouts',
    requireRole(...MONEY_ROLES),
    validate('query', payoutsQuerySchema),
    async (c) => {
      const rows = await listPayouts(c.var.db, c.req.valid('query').status);
      neverStore(c);
      return c.json({ payouts: rows.map(toPayout) });
    },
  )

  .post(
    '/payouts/:id',
    requireRole(...MONEY_ROLES),
    validate('param', idParamSchema),
    validate('json', payoutDecisionSchema),
    async (c) => {
      const actor = requireUser(c);
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
          target: auditTarget({
            kind: 'payout',
            period: payout.periodNumber,
            rank: payout.rank,
            name: payout.presentationName,
          }),
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
