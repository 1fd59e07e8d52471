import bs58 from 'bs58';

/** The 32-byte ed25519 public key a Solana address encodes, or null for anything else. */
export function publicKeyOf(walletAddress: string): Uint8Array | null {
  try {
    const bytes = bs58.decode(walletAddress);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}
