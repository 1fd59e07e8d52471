import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModQueue } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export function getQueue(): Promise<ModQueue> {
  return apiRequest<ModQueue>('/api/mod/queue');
}

export function queueQueryOptions() {
  return queryOptions({ queryKey: modKeys.queue, queryFn: getQueue });
}

export function useQueue() {
  return useQuery(queueQueryOptions());
}
