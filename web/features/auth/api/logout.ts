import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { stopReplyNotificationsHere } from '../../../lib/push-subscription-here';
import { userKeys } from '../../../lib/query-keys';

/**
 * Ends the session. Reply notifications in this browser stop first, while the session can still
 * forget the subscription on the server (docs/decisions/097).
 */
export async function logout(): Promise<void> {
  await stopReplyNotificationsHere();
  await apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST' });
}

/**
 * Signs out; the user is cleared whatever the server answers, so sign-out never gets stuck.
 * A plain callback rather than a TanStack mutation: the navigation bar is on the first load, and
 * the mutation machinery would add 2 KB to it (docs/decisions/021).
 */
export function useLogout(): { logout: () => Promise<void>; isSigningOut: boolean } {
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      // A user refetch still under way (window focus, the 60 s poll) would answer with the old
      // session after this and sign the user back in on screen: drop it first.
      await queryClient.cancelQueries({ queryKey: userKeys.current });
      queryClient.setQueryData(userKeys.current, null);
      setSigningOut(false);
    }
  }, [queryClient]);
  return { logout: signOut, isSigningOut };
}
