import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

export async function logout(): Promise<void> {
  await apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST' });
}

/** Signs out; the user is cleared whatever the server answers, so sign-out never gets stuck. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: async () => {
      // A user refetch still under way (window focus, the 60 s poll) would answer with the old
      // session after this and sign the user back in on screen: drop it first.
      await queryClient.cancelQueries({ queryKey: userKeys.current });
      queryClient.setQueryData(userKeys.current, null);
    },
  });
}
