import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../schema/api';
import { apiRequest, HttpError } from './api-client';
import { userKeys } from './query-keys';

/** The signed-in user, or null when the server says 401. */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiRequest<{ user: User }>('/api/auth/user')).user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({
  queryKey: userKeys.current,
  queryFn: getUser,
  // Offline (the installed app, docs/decisions/024) the app paints at once, signed out, instead
  // of after two retries that cannot succeed: /help must show its lines without waiting.
  retry: (failures) => failures < 2 && navigator.onLine,
  staleTime: 30_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export function useUserQuery() {
  return useQuery(userQueryOptions);
}
