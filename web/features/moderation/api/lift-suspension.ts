import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Suspension } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { modKeys } from '../../../lib/query-keys';

export function liftSuspension(authorRef: string) {
  return apiRequest<Suspension>(`/api/mod/authors/${encodeURIComponent(authorRef)}/suspend`, {
    method: 'DELETE',
  });
}

/** Lifts a suspension; the log gains the entry that says so. */
export function useLiftSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSettled: () => client.invalidateQueries({ queryKey: modKeys.audit }),
  });
}
