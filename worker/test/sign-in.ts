// The real sign-in flow for tests: nonce → wallet signature → verify, through the real app.
import type { NonceResponse, User } from '../../schema/api';
import { SESSION_COOKIE } from '../lib/session';
import { call, callJson, signText, type CallOptions, type TestKeypair } from './factories';

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `echo_session=<token>` from a response's Set-Cookie, for use as a Cookie header; or null. */
export function sessionCookieFrom(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) {
      return pair;
    }
  }
  return null;
}

export async function requestNonce(
  walletAddress: string,
  options: Pick<CallOptions, 'origin' | 'vars'> = {},
): Promise<NonceResponse> {
  const { status, body } = await callJson<NonceResponse>('/api/auth/nonce', {
    ...options,
    body: { walletAddress },
  });
  if (status !== 200) throw new Error(`nonce answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs in as the keypair's wallet the way a `signMessage` wallet does; `name` is needed only
 * the first time. Returns the session cookie and the user the server answered.
 */
export async function signInWithWallet(
  keypair: TestKeypair,
  name?: string,
  options: Pick<CallOptions, 'origin' | 'vars'> = {},
): Promise<{ cookie: string; user: User }> {
  const { nonce, message } = await requestNonce(keypair.address, options);
  const signature = toBase64(await signText(keypair, message));
  const response = await call('/api/auth/verify', {
    ...options,
    body: { walletAddress: keypair.address, nonce, signature, presentationName: name },
  });
  const body = (await response.json()) as { user: User };
  const cookie = sessionCookieFrom(response);
  if (response.status !== 200 || !cookie) {
    throw new Error(`verify answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { cookie, user: body.user };
}
