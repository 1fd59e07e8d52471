// This browser's push subscription for reply notifications (docs/decisions/024): forgotten when
// the person turns the switch off on My Echo, and when they sign out (docs/decisions/097).
import { apiRequest } from './api-client';

/** Forgets this browser's push subscription: no more reply notifications reach it. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

/**
 * Stops reply notifications in this browser, as signing out does: they tell of the signed-in
 * person's replies, and on a shared device whoever comes next must not get them. Best effort, and
 * never in the way of signing out: once the browser unsubscribes, its push service refuses the
 * endpoint, and the worker forgets it at its next push (404 or 410) even if the DELETE failed.
 * Only asks the registration that exists; it never registers one.
 */
export async function stopReplyNotificationsHere(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch (error) {
    console.warn('Could not stop reply notifications in this browser', error);
  }
}
