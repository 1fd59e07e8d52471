import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyThought } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { myEchoKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 20;

export function getMyThoughts(before: string | null): Promise<MyThought[]> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before !== null) params.set('before', before);
  return apiRequest<MyThought[]>(`/api/me/thoughts?${params}`);
}

export function myThoughtsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: myEchoKeys.thoughts(userId),
    queryFn: ({ pageParam }) => getMyThoughts(pageParam),
    initialPageParam: null as string | null,
    // A short page is the last one; otherwise the next starts after its oldest thought.
    getNextPageParam: (page) => (page.length < PAGE_SIZE ? null : (page.at(-1)?.id ?? null)),
    // Replies arrive from others at any time: fresh on every visit, then at the gentle pace of
    // the navigation's dot.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useMyThoughts(userId: string) {
  return useInfiniteQuery(myThoughtsQueryOptions(userId));
}
