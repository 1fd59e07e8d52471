// A Solana transaction signature as explorers and wallets show it: base58 of 64 bytes. Shared by
// the worker's contract and the console's form, which checks it before sending.
import bs58 from 'bs58';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const SIGNATURE_BYTES = 64;

export function isTransactionSignature(text: string): boolean {
  // 64 bytes take at most 88 base58 characters; the cap keeps decoding cheap on any input.
  if (text.length > 90 || !BASE58.test(text)) return false;
  try {
    return bs58.decode(text).length === SIGNATURE_BYTES;
  } catch {
    return false;
  }
}
