import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export async function logout(): Promise<void> {
  await apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST' });
}

/** Signs out; the user is cleared whatever the server answers (the spec's rule). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => queryClient.setQueryData(userQueryKey, null),
  });
}
