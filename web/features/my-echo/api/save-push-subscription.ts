import { apiRequest } from '../../../lib/api-client';

/** Stores this browser's push subscription (`subscription.toJSON()`) for the signed-in person. */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/api/push/subscriptions', {
    method: 'POST',
    body: subscription,
  });
}
