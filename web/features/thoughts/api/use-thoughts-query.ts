import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThoughtFilters } from '../../../lib/query-keys';
import { thoughtsQueryOptions } from './get-thoughts';

export function useThoughtsQuery(filters: ThoughtFilters) {
  return useInfiniteQuery(thoughtsQueryOptions(filters));
}
