import type { User } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';

export type VerifyInput = {
  walletAddress: string;
  nonce: string;
  /** base64 of the 64-byte ed25519 signature */
  signature: string;
  /** base64 of the message a `solana:signIn` wallet composed and signed */
  signedMessage?: string;
  presentationName?: string;
};

/** Proves the signature to the server, which answers with the user and sets the session cookie. */
export async function verifySignature(input: VerifyInput): Promise<User> {
  return (await apiRequest<{ user: User }>('/api/auth/verify', { method: 'POST', body: input }))
    .user;
}
