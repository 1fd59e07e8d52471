// Echo Points reads shared by several screens (Home, Rewards, the comments under a thought):
// they live in lib/ because features may not import from each other.
import type { User } from '../../schema/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointRulesResponse, UserPoints } from '../../schema/api';
import { DEFAULT_POINT_RULES, type PointRules } from '../../schema/constants';
import { apiRequest, HttpError } from './api-client';
import { pointsKeys } from './query-keys';

export async function getEchoConfig(): Promise<PointRulesResponse> {
  try {
    return await apiRequest<PointRulesResponse>('/api/echo/config');
  } catch (error) {
    throw new Error('Failed to fetch echo points config', { cause: error });
  }
}

// Point rules are "cached 1 hour or 10 minutes" (docs/product.md#limits-and-timings): fresh for an hour, dropped 10 minutes after the
// last screen using it goes away.
export const echoConfigQueryOptions = queryOptions({
  queryKey: pointsKeys.config,
  queryFn: getEchoConfig,
  staleTime: 60 * 60_000,
  gcTime: 10 * 60_000,
});

export function useEchoConfig() {
  return useQuery(echoConfigQueryOptions);
}

/** The point rules to show and compute with: the server's, else the default rules. */
export function usePointRules(): PointRules {
  const { data } = useEchoConfig();
  return { ...DEFAULT_POINT_RULES, ...data?.pointRules };
}

/** The signed-in user's points, or null when the server says 401. */
export async function getUserPoints(): Promise<UserPoints | null> {
  try {
    return await apiRequest<UserPoints>('/api/echo/user-points');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw new Error('Failed to fetch user points', { cause: error });
  }
}

/**
 * Keyed by user so a different account never sees the previous one's cached points; signed out
 * the query does not run at all.
 */
export function userPointsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: pointsKeys.userPoints(userId),
    queryFn: getUserPoints,
    enabled: userId !== null,
    refetchInterval: 5 * 60_000,
  });
}

export function useUserPoints(userId: string | null) {
  return useQuery(userPointsQueryOptions(userId));
}

/** All-time Echo Points: the points query when it has answered, else the user record's. */
export function useEchoPoints(user: User | null): number | null {
  const { data } = useUserPoints(user?.userId ?? null);
  if (!user) return null;
  return data?.totalPoints ?? user.echoPoints;
}
