import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookAlikeNames } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export function getLookAlikeNames(): Promise<LookAlikeNames> {
  return apiRequest<LookAlikeNames>('/api/mod/look-alike-names');
}

export function lookAlikeNamesQueryOptions() {
  return queryOptions({ queryKey: modKeys.lookAlikeNames, queryFn: getLookAlikeNames });
}

export function useLookAlikeNames() {
  return useQuery(lookAlikeNamesQueryOptions());
}
