import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myEchoKeys } from '../../../lib/query-keys';

export function markThoughtSeen(thoughtId: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/me/thoughts/${encodeURIComponent(thoughtId)}/seen`, {
    method: 'POST',
  });
}

/** Opening a thought's replies marks them seen: its 'new' marker and the navigation's dot clear. */
export function useMarkThoughtSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markThoughtSeen,
    onSuccess: () => client.invalidateQueries({ queryKey: myEchoKeys.all }),
  });
}
