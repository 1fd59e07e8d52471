import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payouts } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export function getPayouts(): Promise<Payouts> {
  return apiRequest<Payouts>('/api/mod/payouts');
}

export function payoutsQueryOptions() {
  return queryOptions({ queryKey: modKeys.payouts, queryFn: getPayouts });
}

/** Only admin and dev roles may read payouts: a mod's console does not ask. */
export function usePayouts(enabled: boolean) {
  return useQuery({ ...payoutsQueryOptions(), enabled });
}
