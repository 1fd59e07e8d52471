import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useDecidePayout } from '../api/decide-payout';
import { usePayouts } from '../api/get-payouts';
import { PayoutCard } from './payout-card';

const DONE: Record<string, string> = {
  approve: 'Payout approved',
  reject: 'Payout rejected',
  mark_paid: 'Payout marked paid',
};

/** Closed periods' winners: approve or reject, then record the payment. Admin and dev only. */
export function PayoutsTab({ canDecide }: { canDecide: boolean }) {
  const payouts = usePayouts(canDecide);
  const decide = useDecidePayout();

  if (!canDecide) {
    return <p className="text-slate-600">Only admin and dev roles review and pay prizes.</p>;
  }
  if (payouts.isPending) return <p role="status">Loading payouts...</p>;
  if (payouts.isError) return <p className="text-rose-700">Could not load payouts.</p>;
  if (payouts.data.payouts.length === 0) {
    return <p className="text-slate-600">No winners yet: payouts appear when a period closes.</p>;
  }
  return (
    <ul className="space-y-4">
      {payouts.data.payouts.map((payout) => (
        <PayoutCard
          key={payout.id}
          payout={payout}
          busy={decide.isPending && decide.variables.id === payout.id}
          onDecide={(decision) =>
            decide.mutate(
              { id: payout.id, ...decision },
              {
                onSuccess: () => toast.success(DONE[decision.action] ?? 'Saved'),
                onError: (error) => toast.error(errorMessage(error, 'Could not save the decision')),
              },
            )
          }
        />
      ))}
    </ul>
  );
}
