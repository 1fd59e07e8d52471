// VAPID keys for Web Push (docs/decisions/024), in the form the worker reads: base64url of the
// 65-byte uncompressed P-256 public point and of the 32-byte private scalar.
// `node scripts/vapid-keys.ts` prints a fresh pair for a deployment: VAPID_PUBLIC_KEY goes into
// wrangler.toml's [vars], VAPID_PRIVATE_KEY is a secret (`wrangler secret put VAPID_PRIVATE_KEY`).
import { generateKeyPairSync } from 'node:crypto';

export type VapidKeyPair = { publicKey: string; privateKey: string };

export function generateVapidKeys(): VapidKeyPair {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('P-256 key without coordinates');
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

if (import.meta.main) {
  const keys = generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
}
