// Whether any of the signed-in person's thoughts has replies they have not seen: the dot on the
// navigation's My Echo link. It lives in lib/ because the navigation may not import a feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyThought } from '../../schema/api';
import { apiRequest } from './api-client';
import { myEchoKeys } from './query-keys';

// The newest thoughts are where replies arrive; one full page covers them at a bounded cost.
const CHECKED_THOUGHTS = 100;
const POLL_MS = 60_000;

export async function hasNewReplies(): Promise<boolean> {
  const page = await apiRequest<MyThought[]>(`/api/me/thoughts?limit=${CHECKED_THOUGHTS}`);
  return page.some((thought) => thought.newComments > 0);
}

export function newRepliesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: myEchoKeys.newReplies(userId ?? 'signed-out'),
    queryFn: hasNewReplies,
    enabled: userId !== null,
    // Unlike the app's other reads, stale at once: a return to the tab checks for replies.
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useHasNewReplies(userId: string | null): boolean {
  return useQuery(newRepliesQueryOptions(userId)).data ?? false;
}
