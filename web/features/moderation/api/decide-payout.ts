import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutAction, Payouts } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export type PayoutDecision = {
  id: string;
  action: PayoutAction;
  note?: string;
  txSignature?: string;
};

export function decidePayout({ id, ...body }: PayoutDecision): Promise<Payout> {
  return apiRequest<Payout>(`/api/mod/payouts/${encodeURIComponent(id)}`, { body });
}

export function useDecidePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    onSuccess: (payout) =>
      client.setQueryData<Payouts>(modKeys.payouts, (current) =>
        current
          ? { payouts: current.payouts.map((p) => (p.id === payout.id ? payout : p)) }
          : current,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: modKeys.audit }),
  });
}
