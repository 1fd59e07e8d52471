import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardHistory } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardKeys } from '../../../lib/query-keys';

export function getLeaderboardHistory(): Promise<LeaderboardHistory> {
  return apiRequest<LeaderboardHistory>('/api/leaderboard/history');
}

// Under the leaderboard prefix so a rollover seen by the leaderboard refreshes it too.
export const leaderboardHistoryQueryOptions = queryOptions({
  queryKey: leaderboardKeys.history,
  queryFn: getLeaderboardHistory,
});

export function useLeaderboardHistory() {
  return useQuery(leaderboardHistoryQueryOptions);
}
