import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myEchoKeys } from '../../../lib/query-keys';

export function deleteAccount(confirm: string): Promise<void> {
  return apiRequest<void>('/api/auth/account', { method: 'DELETE', body: { confirm } });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => client.removeQueries({ queryKey: myEchoKeys.all }),
  });
}
