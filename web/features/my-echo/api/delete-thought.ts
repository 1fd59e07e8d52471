import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetDeletedHere, markDeletedHere } from '../../../lib/deleted-here';
import { myEchoKeys, thoughtKeys } from '../../../lib/query-keys';

export function deleteThought(thoughtId: string): Promise<void> {
  return apiRequest<void>(`/api/thoughts/${encodeURIComponent(thoughtId)}`, { method: 'DELETE' });
}

export function useDeleteThought() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteThought,
    onMutate: markDeletedHere,
    onError: (_error, thoughtId) => forgetDeletedHere(thoughtId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: myEchoKeys.all });
      // The Community lists and the cluster counts no longer include it.
      void client.invalidateQueries({ queryKey: thoughtKeys.all });
      void client.invalidateQueries({ queryKey: thoughtKeys.clusters });
    },
  });
}
