// Test factories: each test creates its own rows with unique values (tests in one file share
// storage) and talks to the real app, in workerd, over real D1 and R2.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import bs58 from 'bs58';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../schema/tables';
import { app } from '../app';
import { createDb } from '../db/client';
import { randomToken, sha256Hex } from '../lib/crypto';
import { SESSION_COOKIE } from '../lib/session';

export const ORIGIN = 'http://localhost';

export function testDb() {
  return createDb(env.DB);
}

let counter = 0;
/** Two random digits. */
const digitPair = () => String(Math.floor(Math.random() * 100)).padStart(2, '0');

/**
 * Unique per call, so rows of different tests never collide (files share storage). The counter
 * and random digits are written as one code ("zq-z12q07x93q41x58"): moderation reads the texts
 * tests post, and a code is a word its classifiers never read (schema/moderation/classifier.ts,
 * isCode). Written as "-12-" and hex, the number and the hex were read: 1 in 22 of "A kind reply
 * …" and 1 in 300 names "Other-…" read as a crisis, which failed a run now and then, and counter
 * 1488 standing alone was refused as a hate code. In this shape, of 20,000 counters in each of
 * the 38 shapes tests give it, none changed its verdict (2026-11-28). No digit run is longer
 * than the counter's: seven digits in a row read as a phone number.
 */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-z${counter}q${digitPair()}x${digitPair()}q${digitPair()}x${digitPair()}`;
}

// Consonants only: random letters from all of a–z now and then spell a slur, and moderation
// refuses the name (web/e2e/fixtures/people.ts measured it: none of 100,000 names of these).
const NAME_LETTERS = 'bcdfghjlmn';

/** Ten letters, different per call, for names: a digit run in a name reads as a phone number. */
export function uniqueLetters(): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(10)),
    (byte) => NAME_LETTERS[byte % NAME_LETTERS.length],
  ).join('');
}

export type TestKeypair = { address: string; privateKey: CryptoKey; publicKey: CryptoKey };

/** A real ed25519 keypair; `address` is its base58 public key, as a Solana wallet shows it. */
export async function newKeypair(): Promise<TestKeypair> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { address: bs58.encode(raw), privateKey: pair.privateKey, publicKey: pair.publicKey };
}

export async function signText(keypair: TestKeypair, text: string): Promise<Uint8Array> {
  const signature = await crypto.subtle.sign(
    'Ed25519',
    keypair.privateKey,
    new TextEncoder().encode(text),
  );
  return new Uint8Array(signature);
}

export type TestUser = typeof users.$inferSelect;

/** Inserts a user row directly (no sign-in flow); use `sessionCookie` to act as them. */
export async function buildUser(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const name = overrides.presentationName ?? unique('user');
  const row: TestUser = {
    id: crypto.randomUUID(),
    walletAddress: (await newKeypair()).address,
    presentationName: name,
    nameKey: name.toLowerCase(),
    echoPoints: 0,
    createdAt: Date.now(),
    nameSkeleton: null,
    suspendedUntil: null,
    deletedAt: null,
    commentsSweepAt: null,
    ...overrides,
  };
  await testDb().insert(users).values(row);
  return row;
}

/** A valid session for the user, as the Cookie header value. */
export async function sessionCookie(user: { id: string }): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  await testDb()
    .insert(sessions)
    .values({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      createdAt: now,
      expiresAt: now + 30 * 24 * 3600_000,
    });
  return `${SESSION_COOKIE}=${token}`;
}

export type CallOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Worker vars for this call only, e.g. `{ ADMIN_WALLETS: '…=admin' }`. */
  vars?: Partial<Env>;
  /** Bindings absent from wrangler.toml for this call only, e.g. a fake `AI`. */
  bindings?: Record<string, unknown>;
  /** The app's origin for this call (URL and Origin header), e.g. `https://echo.example`. */
  origin?: string;
  /** Sends no Origin header at all, as a cross-site form or a script elsewhere might. */
  omitOrigin?: boolean;
  /** Cloudflare's request properties, e.g. `{ country: 'JP' }` (local requests carry none). */
  cf?: Record<string, unknown>;
};

/** An address in 198.18.0.0/15, the range set aside for benchmarks and tests (RFC 2544). */
function randomTestAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

/** Sends one request through the real Hono app (same-origin unless headers say otherwise). */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const origin = options.origin ?? ORIGIN;
  // Each call comes from its own address unless the test names one: per-IP limits are tested by
  // the tests that set CF-Connecting-IP, and never trip the others.
  const headers = new Headers({
    Origin: origin,
    'CF-Connecting-IP': randomTestAddress(),
    ...options.headers,
  });
  if (options.omitOrigin) headers.delete('Origin');
  if (options.cookie) headers.set('Cookie', options.cookie);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  const request = new Request(`${origin}${path}`, {
    method,
    headers,
    body,
    ...(options.cf ? { cf: options.cf } : {}),
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...options.vars, ...options.bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** `call`, then the JSON body typed as the caller expects. */
export async function callJson<T>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; response: Response }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T, response };
}

/**
 * Worker vars that make these users staff: roles come only from ADMIN_WALLETS, read on every
 * request, so a test grants one by passing these vars to its calls.
 */
export function staffVars(...grants: [{ walletAddress: string }, string][]): Partial<Env> {
  return {
    ADMIN_WALLETS: grants.map(([user, role]) => `${user.walletAddress}=${role}`).join(','),
  };
}

/** A signed-in user in one step: the row plus its cookie. */
export async function signedInUser(overrides: Partial<TestUser> = {}) {
  const user = await buildUser(overrides);
  return { user, cookie: await sessionCookie(user) };
}

/** The user's stored all-time total. */
export async function echoPointsOf(userId: string): Promise<number | undefined> {
  const rows = await testDb()
    .select({ points: users.echoPoints })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.points;
}
