// Sign-In-With-Solana: the input we ask a wallet to sign, its exact text, and the check of a
// message that a one-tap (`solana:signIn`) wallet composed and signed itself.
import { createSignInMessageText, parseSignInMessage } from '@solana/wallet-standard-util';
import type { SolanaSignInInputJson } from '../../schema/api';

export const SIGN_IN_STATEMENT =
  'Sign in to Echo. This request will not trigger a blockchain transaction or cost any fees.';

export function buildSignInInput(args: {
  /** The request URL: its host is the SIWS domain, its origin the URI. */
  url: string;
  address: string;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}): SolanaSignInInputJson {
  const { host, origin } = new URL(args.url);
  return {
    domain: host,
    address: args.address,
    statement: SIGN_IN_STATEMENT,
    uri: origin,
    version: '1',
    chainId: 'mainnet',
    nonce: args.nonce,
    issuedAt: new Date(args.issuedAt).toISOString(),
    expirationTime: new Date(args.expiresAt).toISOString(),
  };
}

/** The SIWS text (docs/product.md#sign-in) that `signMessage` wallets sign as UTF-8. */
export function signInMessageText(input: SolanaSignInInputJson): string {
  return createSignInMessageText(input);
}

const SIGN_IN_FIELDS = [
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
] as const satisfies readonly (keyof SolanaSignInInputJson)[];

/**
 * Whether a wallet-composed SIWS message says exactly what we asked for: every field equal to
 * the stored input and nothing more (no Not Before, Request ID or Resources we did not issue),
 * so a signature over it proves the same consent as one over our own text.
 */
export function signedMessageMatches(
  signedMessage: Uint8Array,
  expected: SolanaSignInInputJson,
): boolean {
  const parsed = parseSignInMessage(signedMessage);
  if (!parsed) return false;
  if (parsed.notBefore !== undefined || parsed.requestId !== undefined) return false;
  if (parsed.resources !== undefined) return false;
  return SIGN_IN_FIELDS.every((field) => parsed[field] === expected[field]);
}

/** Ed25519 verification with WebCrypto; a malformed key or signature simply fails. */
export async function verifyEd25519(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify('Ed25519', key, signature, message);
  } catch {
    return false;
  }
}
