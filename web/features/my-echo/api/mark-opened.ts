import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function markMyEchoOpened(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/me/opened', { method: 'POST' });
}

/**
 * Tells the server the person has looked: until then each thread sends them at most one reply
 * notification (docs/decisions/024).
 */
export function useMarkMyEchoOpened() {
  return useMutation({ mutationFn: markMyEchoOpened });
}
