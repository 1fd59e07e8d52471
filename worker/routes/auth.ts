import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  nonceRequestSchema,
  presentationNameSchema,
  verifyRequestSchema,
  type NonceResponse,
} from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { consumeNonce, findLiveNonce, insertNonce, type StoredNonce } from '../db/nonces';
import { deleteSession } from '../db/sessions';
import type { UserRow } from '../db/users';
import { createUserConsumingNonce, findUserByWallet, isNameTaken } from '../db/users';
import { toUser } from '../domain/api-json';
import {
  buildSignInInput,
  signInMessageText,
  signedMessageMatches,
  verifyEd25519,
} from '../domain/sign-in-message';
import { nameSkeleton } from '../domain/name-skeleton';
import { assertNameAllowed } from '../domain/publishable';
import { roleOf } from '../lib/config';
import { rateLimitKey } from '../lib/client-ip';
import { fromBase64, randomAlphanumeric, sha256Hex } from '../lib/crypto';
import { neverStore } from '../lib/cache';
import { ApiError, tooSoon } from '../lib/errors';
import { clearSessionCookie, requireUser, SESSION_COOKIE, startSession } from '../lib/session';
import { publicKeyOf } from '../lib/solana-address';
import { validate } from '../lib/validate';

const INVALID_ADDRESS = 'walletAddress must be a base58 Solana address';
const BAD_NONCE = 'Invalid or expired nonce';
const BAD_SIGNATURE = 'Invalid signature';
const NAME_TAKEN = 'That presentation name is already taken';

/**
 * Whether `signature` proves the wallet agreed to this nonce: either over our own message text
 * (signMessage wallets) or over a SIWS message the wallet composed from our input (signIn).
 */
async function signatureIsValid(
  stored: StoredNonce,
  publicKey: Uint8Array,
  signatureBase64: string,
  signedMessageBase64: string | undefined,
): Promise<boolean> {
  const signature = fromBase64(signatureBase64);
  if (!signature) return false;
  if (signedMessageBase64 === undefined) {
    return verifyEd25519(publicKey, signature, new TextEncoder().encode(stored.message));
  }
  const signedMessage = fromBase64(signedMessageBase64);
  if (!signedMessage || !signedMessageMatches(signedMessage, stored.signInInput)) return false;
  return verifyEd25519(publicKey, signature, signedMessage);
}

/** A new wallet's name, checked before the nonce is spent so the user can fix it and retry. */
async function acceptableNewName(
  db: Db,
  raw: string | undefined,
): Promise<{ name: string; skeleton: string }> {
  if (raw === undefined || raw.trim() === '') {
    // Reached only after the signature checked out, and the nonce stays live: the client sends
    // the same signature again with a name. Nobody learns anything about a wallet they don't hold.
    throw new ApiError(400, 'presentationName is required for a new wallet', {
      extra: { needsName: true },
    });
  }
  const parsed = presentationNameSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid presentationName');
  }
  // Names are public on every comment: the same rules as posts (no slurs, contact details, links).
  assertNameAllowed(parsed.data);
  // Unique by letter case and by look-alike letters: "Хena" (Cyrillic Х) is taken when "Xena" is.
  const skeleton = nameSkeleton(parsed.data);
  if (await isNameTaken(db, parsed.data, skeleton)) {
    throw new ApiError(409, NAME_TAKEN);
  }
  return { name: parsed.data, skeleton };
}

/** Spends the nonce of a wallet that has an account. */
async function signInReturningUser(
  db: Db,
  user: UserRow,
  nonce: string,
  now: number,
): Promise<UserRow> {
  if (!(await consumeNonce(db, nonce, user.walletAddress, now))) {
    throw new ApiError(401, BAD_NONCE);
  }
  return user;
}

async function signInNewWallet(
  db: Db,
  input: { walletAddress: string; nonce: string; presentationName?: string | undefined },
  now: number,
): Promise<UserRow> {
  const { name, skeleton } = await acceptableNewName(db, input.presentationName);
  const result = await createUserConsumingNonce(db, {
    walletAddress: input.walletAddress,
    presentationName: name,
    nameSkeleton: skeleton,
    nonce: input.nonce,
    now,
  });
  switch (result.outcome) {
    case 'created':
      return result.user;
    case 'nonce-gone':
      throw new ApiError(401, BAD_NONCE);
    case 'name-taken':
      throw new ApiError(409, NAME_TAKEN);
    case 'wallet-exists': {
      // Another verify (with another nonce) created this wallet a moment ago: sign in as it.
      const user = await findUserByWallet(db, input.walletAddress);
      if (!user) throw new ApiError(401, BAD_NONCE);
      return signInReturningUser(db, user, input.nonce, now);
    }
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/nonce', validate('json', nonceRequestSchema), async (c) => {
    const { walletAddress } = c.req.valid('json');
    if (!publicKeyOf(walletAddress)) throw new ApiError(400, INVALID_ADDRESS);
    const key = rateLimitKey(c.req.header('CF-Connecting-IP'));
    if (!(await c.env.NONCE_LIMITER.limit({ key })).success) {
      throw tooSoon(60_000, 'Too many sign-in attempts from this network, please wait a minute');
    }

    const now = Date.now();
    const expiresAt = now + TIMINGS.nonceLifetimeMs;
    const nonce = randomAlphanumeric(24);
    const signInInput = buildSignInInput({
      // Production pins the domain: a proxy or a Host header cannot make us issue another one.
      url: c.var.config.APP_ORIGIN ?? c.req.url,
      address: walletAddress,
      nonce,
      issuedAt: now,
      expiresAt,
    });
    const message = signInMessageText(signInInput);
    await insertNonce(c.var.db, { nonce, walletAddress, message, signInInput }, now, expiresAt);
    // Never whether the wallet has an account, nor its name: wallets are public, and this route
    // answers anyone, so it would map every wallet to a name.
    return c.json<NonceResponse>({ nonce, message, signInInput });
  })

  .post('/verify', validate('json', verifyRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.var.db;
    const publicKey = publicKeyOf(input.walletAddress);
    if (!publicKey) throw new ApiError(400, INVALID_ADDRESS);

    const now = Date.now();
    const stored = await findLiveNonce(db, input.nonce, input.walletAddress, now);
    if (!stored) throw new ApiError(401, BAD_NONCE);
    if (!(await signatureIsValid(stored, publicKey, input.signature, input.signedMessage))) {
      throw new ApiError(401, BAD_SIGNATURE);
    }

    const existing = await findUserByWallet(db, input.walletAddress);
    const user = existing
      ? await signInReturningUser(db, existing, input.nonce, now)
      : await signInNewWallet(db, input, now);
    await startSession(c, user.id);
    return c.json({ user: toUser(user, roleOf(c.var.config, user.walletAddress)) });
  })

  .get('/user', (c) => {
    const user = requireUser(c);
    // The owner's wallet address: never kept by any cache.
    neverStore(c);
    return c.json({ user: toUser(user, user) });
  })

  .post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.var.db, await sha256Hex(token));
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
