import { toast } from 'sonner';
import type { PayoutAction } from '../../../../schema/api';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import { useDecidePayout } from '../api/decide-payout';
import { usePayouts } from '../api/get-payouts';
import { PayoutCard } from './payout-card';

const DONE: Record<PayoutAction, MessageId> = {
  approve: 'moderation.payouts.approved',
  reject: 'moderation.payouts.rejected',
  mark_paid: 'moderation.payouts.markedPaid',
};

// A 409 means the prize already moved on (another moderator decided it first).
const DECIDE_ERRORS = { 409: 'moderation.payouts.alreadyDecided' } as const;

/** Closed periods' winners: approve or reject, then record the payment. Admin and dev only. */
export function PayoutsTab({ canDecide }: { canDecide: boolean }) {
  const t = useT();
  const payouts = usePayouts(canDecide);
  const decide = useDecidePayout();

  if (!canDecide) {
    return <p className="text-slate-600">{t('moderation.payouts.notAllowed')}</p>;
  }
  if (payouts.isPending) return <p role="status">{t('moderation.payouts.loading')}</p>;
  if (payouts.isError) return <p className="text-rose-700">{t('moderation.payouts.loadFailed')}</p>;
  if (payouts.data.payouts.length === 0) {
    return <p className="text-slate-600">{t('moderation.payouts.empty')}</p>;
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
                onSuccess: () => toast.success(t(DONE[decision.action])),
                onError: (error) =>
                  toast.error(t('moderation.payouts.saveFailed'), {
                    description: describeError(error, DECIDE_ERRORS),
                  }),
              },
            )
          }
        />
      ))}
    </ul>
  );
}
