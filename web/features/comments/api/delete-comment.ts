import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys, myEchoKeys, thoughtKeys } from '../../../lib/query-keys';

export function deleteComment(commentId: string): Promise<void> {
  return apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

/** Deletes the viewer's own comment; it disappears for everyone, and the thought counts one fewer. */
export function useDeleteComment(thoughtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: commentKeys.forThought(thoughtId) });
      void client.invalidateQueries({ queryKey: thoughtKeys.lists });
      void client.invalidateQueries({ queryKey: myEchoKeys.all });
    },
  });
}
