import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription } from '../../../lib/push-subscription-here';
import { appServiceWorker } from '../../../lib/service-worker';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { applicationServerKey } from '../lib/application-server-key';

/**
 * Where reply notifications stand in this browser (docs/decisions/024):
 * - `checking`: finding out;
 * - `unsupported`: no service worker here (a development build, an old or locked-down browser)
 *   or no Web Push;
 * - `blocked`: the person (or the browser) denied notifications to this site;
 * - `off` / `on`: whether this browser holds a push subscription; `error` is what went wrong with
 *   the last attempt to switch;
 * - `switching`: asking the browser and the server.
 */
export type ReplyNotificationsState =
  | { status: 'checking' | 'unsupported' | 'blocked' | 'switching' }
  | { status: 'off' | 'on'; error: unknown };

const browserCanPush = () => 'PushManager' in window && 'Notification' in window;

async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  return browserCanPush() ? appServiceWorker() : null;
}

async function currentState(): Promise<ReplyNotificationsState> {
  const registration = await activeRegistration();
  if (!registration) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  const subscription = await registration.pushManager.getSubscription();
  return { status: subscription ? 'on' : 'off', error: null };
}

/**
 * The "Tell me when someone replies" switch, one state machine: it never asks for permission by
 * itself, only when the person turns it on.
 */
export function useReplyNotifications() {
  const [state, setState] = useState<ReplyNotificationsState>({ status: 'checking' });

  useEffect(() => {
    let mounted = true;
    void currentState().then((found) => {
      if (mounted) setState(found);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setState({ status: 'switching' });
    try {
      // First, while the click still counts as the person's own gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { status: 'blocked' } : { status: 'off', error: null });
        return;
      }
      const [registration, key] = await Promise.all([activeRegistration(), getPushKey()]);
      if (!registration) {
        setState({ status: 'unsupported' });
        return;
      }
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(key.publicKey),
      });
      try {
        await savePushSubscription(subscription.toJSON());
      } catch (error) {
        // Refused (a suspended account, say): the browser must not stay subscribed for nothing.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setState({ status: 'on', error: null });
    } catch (error) {
      setState({ status: 'off', error });
    }
  }, []);

  const turnOff = useCallback(async () => {
    setState({ status: 'switching' });
    try {
      const registration = await activeRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        // The server first: if it cannot be reached, the switch stays on, as it truly is.
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState({ status: 'off', error: null });
    } catch (error) {
      setState({ status: 'on', error });
    }
  }, []);

  return { state, turnOn, turnOff };
}
