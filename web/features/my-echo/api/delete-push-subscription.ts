import { apiRequest } from '../../../lib/api-client';

/** Forgets this browser's push subscription: no more reply notifications reach it. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
