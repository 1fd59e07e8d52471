import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinedThread } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { myEchoKeys } from '../../../lib/query-keys';

export function markThreadSeen(thoughtId: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/me/threads/${encodeURIComponent(thoughtId)}/seen`, {
    method: 'POST',
  });
}

/**
 * Opening a joined thread marks its replies seen. Its 'new' marker clears at once, but it stays
 * listed (not refetched) while the person reads it; the next visit no longer lists it.
 */
export function useMarkThreadSeen(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markThreadSeen,
    onSuccess: (_answer, thoughtId) =>
      client.setQueryData<JoinedThread[]>(myEchoKeys.threads(userId), (threads) =>
        threads?.map((thread) =>
          thread.thought.id === thoughtId ? { ...thread, newComments: 0 } : thread,
        ),
      ),
  });
}
