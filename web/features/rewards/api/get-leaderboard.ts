import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '../../../../schema/api';
import { apiRequest, HttpError } from '../../../lib/api-client';
import { leaderboardKeys } from '../../../lib/query-keys';

/** The current period's standings, or null when the server says 401 (treated as no data). */
export async function getLeaderboard(): Promise<LeaderboardResponse | null> {
  try {
    return await apiRequest<LeaderboardResponse>('/api/leaderboard');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

// Polled every 30 s, even while the tab is in the background, so the standings and the
// countdown stay honest on a screen left open.
export const leaderboardQueryOptions = queryOptions({
  queryKey: leaderboardKeys.current,
  queryFn: getLeaderboard,
  refetchInterval: 30_000,
  refetchIntervalInBackground: true,
});

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions);
}
