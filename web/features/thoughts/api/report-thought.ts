import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest, HttpError } from '../../../lib/api-client';
import { updateThoughtInLists } from './thoughts-cache';

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
    onError: (error, id) => {
      // 409: this viewer reported it before (say, in another tab): the end state is the same.
      if (error instanceof HttpError && error.status === 409) markReported(id);
      else toast.error('Failed to report post');
    },
  });
}
