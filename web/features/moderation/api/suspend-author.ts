import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Suspension } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export type SuspendInput = { authorRef: string; hours: number; reason: string };

export function suspendAuthor({ authorRef, hours, reason }: SuspendInput) {
  return apiRequest<Suspension>(`/api/mod/authors/${encodeURIComponent(authorRef)}/suspend`, {
    body: { hours, reason },
  });
}

export function useSuspendAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: suspendAuthor,
    onSettled: () => client.invalidateQueries({ queryKey: modKeys.audit }),
  });
}
