import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../schema/api';
import { apiRequest, HttpError } from '../../../lib/api-client';

export const userQueryKey = ['auth', 'user'] as const;

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
  queryKey: userQueryKey,
  queryFn: getUser,
  retry: 2,
  staleTime: 30_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

export function useUserQuery() {
  return useQuery(userQueryOptions);
}
