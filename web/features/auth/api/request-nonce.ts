import type { NonceResponse } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';

/** Asks the server for a fresh sign-in message bound to this wallet. */
export function requestNonce(walletAddress: string): Promise<NonceResponse> {
  return apiRequest<NonceResponse>('/api/auth/nonce', { method: 'POST', body: { walletAddress } });
}
