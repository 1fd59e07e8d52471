import type { PushKey } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';

/** The server's VAPID public key, which a browser's push subscription is made for (503: push is off). */
export function getPushKey(): Promise<PushKey> {
  return apiRequest<PushKey>('/api/push/key');
}
