import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Thought } from '../../../../schema/api';
import { LIMITS } from '../../../../schema/constants';
import { apiRequest } from '../../../lib/api-client';
import { thoughtKeys, type ThoughtFilters } from '../../../lib/query-keys';

/** What the Community screen shows first: every category, no search. */
export const UNFILTERED_THOUGHTS: ThoughtFilters = { category: null, q: '' };

export const THOUGHTS_PAGE_SIZE = LIMITS.thoughtsPageDefault;

/** One page of thoughts, newest first; `before` is the id of the last thought already shown. */
export async function getThoughts(
  filters: ThoughtFilters,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<Thought[]> {
  const params = new URLSearchParams({ limit: String(THOUGHTS_PAGE_SIZE) });
  if (filters.category) params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (before) params.set('before', before);
  return apiRequest<Thought[]>(`/api/thoughts?${params}`, { signal });
}

/**
 * The route loader prefetches with these options on the first load of any screen; the hook lives
 * in use-thoughts-query.ts so that the infinite-query observer stays in the Community chunk.
 */
export function thoughtsQueryOptions(filters: ThoughtFilters) {
  return infiniteQueryOptions({
    queryKey: thoughtKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getThoughts(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A short page means the server has nothing older (keyset pagination on the id).
    getNextPageParam: (lastPage) =>
      lastPage.length < THOUGHTS_PAGE_SIZE ? undefined : lastPage.at(-1)?.id,
  });
}
