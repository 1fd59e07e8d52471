// The wallet's signature waits in sessionStorage until verify completes, so a new user who is
// still typing a name does not have to sign again (docs/product.md#sign-in).

const KEY = 'echo-auth-signature';

export type PendingSignature = {
  walletAddress: string;
  nonce: string;
  signature: string;
  signedMessage?: string;
};

export function savePendingSignature(pending: PendingSignature) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode: the flow still holds the signature in memory.
  }
}

export function clearPendingSignature() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
