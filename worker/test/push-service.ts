// A browser's side of Web Push, for tests: a subscription with its own keys at the fake push
// service (scripts/fake-push-service.ts), what reached it, and RFC 8291 decryption written here
// from the RFC, independently of the library the worker sends with.
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { pushSubscriptions } from '../../schema/tables';
import type { Db } from '../db/client';
import { toBase64Url } from '../lib/crypto';
import { callJson } from './factories';

declare module 'vitest' {
  export interface ProvidedContext {
    pushServiceUrl: string;
  }
}

export type TestBrowser = {
  /** The fake service's id for this browser; its endpoint is …/<kind>/<id>. */
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicKey: Uint8Array;
  authSecret: Uint8Array;
};

/** A browser's push subscription: a P-256 key pair and auth secret at the fake service. */
export async function newBrowser(kind: 'push' | 'gone' | 'missing' = 'push'): Promise<TestBrowser> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(
    (await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer,
  );
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  const id = crypto.randomUUID();
  return {
    id,
    endpoint: `${inject('pushServiceUrl')}/${kind}/${id}`,
    keys: { p256dh: toBase64Url(publicKey), auth: toBase64Url(authSecret) },
    privateKey: pair.privateKey,
    publicKey,
    authSecret,
  };
}

/** The person's stored subscriptions, newest first. */
export async function listPushSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** Subscribes the browser for the signed-in person (as the SPA does). */
export async function subscribe(browser: TestBrowser, cookie: string) {
  return callJson<{ id: string }>('/api/push/subscriptions', {
    method: 'POST',
    cookie,
    body: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
  });
}

export type ReceivedPush = { headers: Record<string, string>; body: Uint8Array };

/** What reached the fake service for this browser, oldest first. */
export async function receivedBy(browser: TestBrowser): Promise<ReceivedPush[]> {
  const response = await fetch(`${inject('pushServiceUrl')}/received/${browser.id}`);
  const list = (await response.json()) as { headers: Record<string, string>; body: string }[];
  return list.map(({ headers, body }) => ({
    headers,
    body: Uint8Array.from(atob(body), (c) => c.charCodeAt(0)),
  }));
}

/**
 * Runs the thread room's alarm now if one is set (it may already have run on its own: with no
 * delay configured it is due at once). Afterwards every push due for the thread has been sent.
 */
export async function sendDuePushes(thoughtId: string): Promise<void> {
  await runDurableObjectAlarm(env.THOUGHT_ROOMS.getByName(thoughtId));
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8),
  );
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const text = (value: string) => new TextEncoder().encode(value);

/** RFC 8291 section 3 with RFC 8188's aes128gcm: the plaintext the push service cannot read. */
export async function decryptPush(browser: TestBrowser, body: Uint8Array): Promise<string> {
  const salt = body.slice(0, 16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.slice(21, 21 + keyIdLength);
  const ciphertext = body.slice(21 + keyIdLength);
  const sender = await crypto.subtle.importKey(
    'raw',
    senderPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits(
      // workers-types spell this member `$public`; the runtime reads WebCrypto's own `public`.
      { name: 'ECDH', public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      browser.privateKey,
      256,
    ),
  );
  const keyInfo = concat(text('WebPush: info\0'), browser.publicKey, senderPublic);
  const ikm = await hkdf(browser.authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext),
  );
  // The last record: the content, a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}
