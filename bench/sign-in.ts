// Signs in over HTTP the way a `signMessage` wallet does: nonce → ed25519 signature of the
// server's message → verify (with a name the first time), sending the Origin header the API
// requires of every write.
import bs58 from 'bs58';

type Wallet = { address: string; privateKey: CryptoKey };

/** A real ed25519 keypair (WebCrypto); the address is its base58 public key. */
export async function newWallet(): Promise<Wallet> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { address: bs58.encode(publicKey), privateKey: pair.privateKey };
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
  const signature = new Uint8Array(
    await crypto.subtle.sign('Ed25519', wallet.privateKey, new TextEncoder().encode(message)),
  );
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
