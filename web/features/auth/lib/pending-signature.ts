// The wallet's signature, held by the sign-in flow (in memory, never in storage) until verify
// completes, so a new user who is still typing a name does not have to sign again.

export type PendingSignature = {
  walletAddress: string;
  nonce: string;
  signature: string;
  signedMessage?: string;
};

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
