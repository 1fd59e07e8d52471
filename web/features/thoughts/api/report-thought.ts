import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { updateThoughtInLists } from '../../../lib/thought-lists-cache';

export async function reportThought(id: string): Promise<{ isReported: true }> {
  return apiRequest<{ isReported: true }>(`/api/thoughts/${encodeURIComponent(id)}/report`, {
    method: 'PATCH',
    body: {},
  });
}

export function useReportThought() {
  const client = useQueryClient();
  const markReported = (id: string) =>
    updateThoughtInLists(client, id, (thought) => ({ ...thought, isReported: true }));
  return useMutation({
    mutationFn: reportThought,
    onSuccess: (_result, id) => markReported(id),
    // A repeat report answers 200 like the first, so every failure is a real one.
    onError: () => toast.error(i18n._('thoughts.card.reportFailed')),
  });
}
