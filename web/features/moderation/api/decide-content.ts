import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModQueueItem } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export type ContentDecision = {
  kind: ModQueueItem['kind'];
  id: string;
  action: 'restore' | 'remove';
  note?: string;
};

export function decideContent({ kind, id, action, note }: ContentDecision) {
  return apiRequest<{ ok: true }>(`/api/mod/${kind}s/${encodeURIComponent(id)}`, {
    body: { action, note: note || undefined },
  });
}

export function useDecideContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideContent,
    // The queue and the log both change; public lists pick the change up on their next read.
    onSettled: () => client.invalidateQueries({ queryKey: modKeys.all }),
  });
}
