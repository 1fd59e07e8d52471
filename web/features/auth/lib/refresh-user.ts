import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../schema/api';
import { userKeys } from '../../../lib/query-keys';
import { getUser } from '../../../lib/user-query';

export const REFRESH_DELAY_MS = 2000;

/**
 * After a sign-in the overlay hands the user over; 2 s later the user is refetched from the
 * server (the session cookie is then surely in place), and once more 2 s later if that fails.
 * Failures are only logged: the user already sees themselves signed in.
 */
export function refreshUserAfterSignIn(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(userKeys.current, user);
  const refetch = () =>
    queryClient.fetchQuery({
      queryKey: userKeys.current,
      queryFn: getUser,
      staleTime: 0,
      retry: 0,
    });
  setTimeout(() => {
    refetch().catch(() => {
      setTimeout(() => {
        refetch().catch((error: unknown) => console.error('Refreshing the user failed', error));
      }, REFRESH_DELAY_MS);
    });
  }, REFRESH_DELAY_MS);
}
