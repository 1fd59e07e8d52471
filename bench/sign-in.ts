// Signs in over HTTP the way a `signMessage` wallet does: nonce → ed25519 signature of the
// server's message → verify (with a name the first time), sending the Origin header the API
// requires of every write.
import * as ed from '@noble/ed25519';
import bs58 from 'bs58';

type Wallet = { address: string; secretKey: Uint8Array };

export async function newWallet(): Promise<Wallet> {
  const { secretKey, publicKey } = await ed.keygenAsync();
  return { address: bs58.encode(publicKey), secretKey };
}

/** Returns the `echo_session=…` cookie pair of the new session. */
export async function signIn(origin: string, wallet: Wallet, name: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const nonceResponse = await post('/api/auth/nonce', { walletAddress: wallet.address });
  if (!nonceResponse.ok) throw new Error(`nonce answered ${nonceResponse.status}`);
  const { nonce, message } = (await nonceResponse.json()) as { nonce: string; message: string };
  const signature = await ed.signAsync(new TextEncoder().encode(message), wallet.secretKey);
  const verify = await post('/api/auth/verify', {
    walletAddress: wallet.address,
    nonce,
    signature: Buffer.from(signature).toString('base64'),
    presentationName: name,
  });
  const cookie = verify.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('echo_session=') && pair.length > 'echo_session='.length);
  if (!verify.ok || !cookie) throw new Error(`verify answered ${verify.status}`);
  return cookie;
}
