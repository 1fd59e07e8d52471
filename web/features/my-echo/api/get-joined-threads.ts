import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinedThread } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { myEchoKeys } from '../../../lib/query-keys';

/** Threads the person commented in (not their own thoughts) with replies they have not seen. */
export function getJoinedThreads(): Promise<JoinedThread[]> {
  return apiRequest<JoinedThread[]>('/api/me/threads');
}

export function joinedThreadsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myEchoKeys.threads(userId),
    queryFn: getJoinedThreads,
    // Fresh on every visit; not polled while the page is open, so a thread being read stays put
    // (once seen it would leave the list).
    staleTime: 0,
  });
}

export function useJoinedThreads(userId: string) {
  return useQuery(joinedThreadsQueryOptions(userId));
}
