import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardHistory } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardQueryKey } from '../../../lib/points-queries';

export function getLeaderboardHistory(): Promise<LeaderboardHistory> {
  return apiRequest<LeaderboardHistory>('/api/leaderboard/history');
}

// Under the leaderboard prefix so a rollover seen by the leaderboard refreshes it too.
export const leaderboardHistoryQueryOptions = queryOptions({
  queryKey: [...leaderboardQueryKey, 'history'],
  queryFn: getLeaderboardHistory,
});

export function useLeaderboardHistory() {
  return useQuery(leaderboardHistoryQueryOptions);
}
