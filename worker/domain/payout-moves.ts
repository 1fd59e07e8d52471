import type { PayoutAction, PayoutStatus } from '../../schema/api';

// A prize is decided once, then paid once: pending_review → approved | rejected, approved → paid.
const MOVES: Record<PayoutAction, { from: PayoutStatus; to: PayoutStatus }> = {
  approve: { from: 'pending_review', to: 'approved' },
  reject: { from: 'pending_review', to: 'rejected' },
  mark_paid: { from: 'approved', to: 'paid' },
};

/** The status an action leads to from `current`, or null when that move is not allowed. */
export function payoutMove(current: PayoutStatus, action: PayoutAction): PayoutStatus | null {
  const move = MOVES[action];
  return move.from === current ? move.to : null;
}
