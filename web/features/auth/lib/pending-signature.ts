// The wallet's signature waits in sessionStorage until verify completes (spec section 7), so a
// new user who is still typing a name does not have to sign again after a reload of the step.

const KEY = 'echo-auth-signature';

export type PendingSignature = {
  walletAddress: string;
  nonce: string;
  signature: string;
  signedMessage?: string;
  existingName?: string;
};

export function savePendingSignature(pending: PendingSignature) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode: the flow still holds the signature in memory.
  }
}

export function readPendingSignature(): PendingSignature | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignature | null;
    return parsed && typeof parsed.signature === 'string' ? parsed : null;
  } catch {
    return null;
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
