import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cluster } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { thoughtKeys } from '../../../lib/query-keys';

/** All 12 categories with their group, description and count of visible thoughts. */
export async function getClusters(): Promise<Cluster[]> {
  return apiRequest<Cluster[]>('/api/clusters');
}

export const clustersQueryOptions = queryOptions({
  queryKey: thoughtKeys.clusters,
  queryFn: getClusters,
});

export function useClustersQuery() {
  return useQuery(clustersQueryOptions);
}
