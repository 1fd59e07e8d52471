import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { leaderboardKeys, pointsKeys } from './query-keys';

export type DailyLoginResult = { awarded: boolean; points: number };

export function claimDailyLogin(): Promise<DailyLoginResult> {
  return apiRequest<DailyLoginResult>('/api/echo/daily-login', { method: 'POST' });
}

// Once per user per page load (one query client per page load) is enough: the server awards at
// most once per UTC day anyway.
const claimedThisPageLoad = new WeakMap<QueryClient, Set<string>>();

/** Whenever a signed-in user appears (sign-in, or any auth change), claim the daily-login point. */
export function useDailyLogin(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const claimed = claimedThisPageLoad.get(queryClient) ?? new Set<string>();
    claimedThisPageLoad.set(queryClient, claimed);
    if (!userId || claimed.has(userId)) return;
    claimed.add(userId);
    claimDailyLogin()
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: pointsKeys.userPointsAll }),
          queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
        ]),
      )
      .catch((error: unknown) => console.error('Daily login failed', error));
  }, [userId, queryClient]);
}
