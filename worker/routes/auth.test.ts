import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { createSignInMessage, createSignInMessageText } from '@solana/wallet-standard-util';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import type { LookAlikeNames, NonceResponse, User } from '../../schema/api';
import { authNonces, sessions, users } from '../../schema/tables';
import { nameSkeleton } from '../domain/name-skeleton';
import worker from '../index';
import { runScheduled } from '../jobs/index';
import { sha256Hex } from '../lib/crypto';
import {
  buildUser,
  call,
  callJson,
  newKeypair,
  signedInUser,
  signText,
  testDb,
  unique,
  uniqueLetters,
  type TestKeypair,
} from '../test/factories';
import { staffMember } from '../test/staff';
import { requestNonce, sessionCookieFrom, signInWithWallet, toBase64 } from '../test/sign-in';

const STATEMENT =
  'Sign in to Echo. This request will not trigger a blockchain transaction or cost any fees.';
const TEN_MINUTES = 10 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A name unique to this test run, safely under 50 characters. */
function freshName(prefix = 'Tester'): string {
  return unique(prefix).slice(0, 40);
}

async function verify(body: Record<string, unknown>, options: Parameters<typeof call>[1] = {}) {
  return callJson<{ user: User; error: string }>('/api/auth/verify', { ...options, body });
}

/** A nonce plus a valid signMessage-style signature over its message. */
async function signedNonce(keypair: TestKeypair) {
  const answer = await requestNonce(keypair.address);
  const signature = toBase64(await signText(keypair, answer.message));
  return { ...answer, signature };
}

test('POST /api/auth/nonce answers a fresh alphanumeric nonce and the exact SIWS message', async () => {
  const keypair = await newKeypair();
  const before = Date.now();
  const { status, body } = await callJson<NonceResponse>('/api/auth/nonce', {
    body: { walletAddress: keypair.address },
  });
  expect(status).toBe(200);
  expect(body.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
  expect(Object.keys(body).sort()).toEqual(['message', 'nonce', 'signInInput']);

  const { issuedAt, expirationTime } = body.signInInput;
  expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(before - 1);
  expect(Date.parse(expirationTime) - Date.parse(issuedAt)).toBe(TEN_MINUTES);
  expect(body.signInInput).toEqual({
    domain: 'localhost',
    address: keypair.address,
    statement: STATEMENT,
    uri: 'http://localhost',
    version: '1',
    chainId: 'mainnet',
    nonce: body.nonce,
    issuedAt,
    expirationTime,
  });
  expect(body.message).toBe(
    [
      'localhost wants you to sign in with your Solana account:',
      keypair.address,
      '',
      STATEMENT,
      '',
      'URI: http://localhost',
      'Version: 1',
      'Chain ID: mainnet',
      `Nonce: ${body.nonce}`,
      `Issued At: ${issuedAt}`,
      `Expiration Time: ${expirationTime}`,
    ].join('\n'),
  );
  expect(body.message).toBe(createSignInMessageText(body.signInInput));

  const second = await requestNonce(keypair.address);
  expect(second.nonce).not.toBe(body.nonce);
});

test('POST /api/auth/nonce rejects an address that is not base58 or not 32 bytes with 400', async () => {
  for (const walletAddress of ['not-a-wallet', 'z'.repeat(44), '', 42]) {
    const { status, body } = await callJson<{ error: string }>('/api/auth/nonce', {
      body: { walletAddress },
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/walletAddress/);
  }
});

test('a new wallet signs in with a name and gets a lax, http-only session cookie', async () => {
  const keypair = await newKeypair();
  const name = freshName('  Newcomer');
  const { nonce, signature } = await signedNonce(keypair);
  const { status, body, response } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: `  ${name}  `,
  });
  expect(status).toBe(200);
  expect(body.user).toEqual({
    userId: expect.any(String),
    walletAddress: keypair.address,
    presentationName: name.trim(),
    echoPoints: 0,
    isAdmin: false,
    adminRole: null,
    suspendedUntil: null,
  });

  const setCookie = response.headers.get('Set-Cookie') ?? '';
  expect(setCookie).toMatch(/^echo_session=[A-Za-z0-9_-]{43};/);
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Lax');
  expect(setCookie).toContain('Path=/');
  expect(setCookie).not.toContain('Secure');

  const cookie = sessionCookieFrom(response) ?? '';
  const me = await callJson<{ user: User }>('/api/auth/user', { cookie });
  expect(me.status).toBe(200);
  expect(me.body.user).toEqual(body.user);
});

test('the session cookie is Secure when the app is served over https', async () => {
  const origin = 'https://echo.example';
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address, { origin });
  expect(answer.signInInput.domain).toBe('echo.example');
  expect(answer.message).toContain('\nURI: https://echo.example\n');

  const signature = toBase64(await signText(keypair, answer.message));
  const { status, response } = await verify(
    {
      walletAddress: keypair.address,
      nonce: answer.nonce,
      signature,
      presentationName: freshName(),
    },
    { origin },
  );
  expect(status).toBe(200);
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  expect(setCookie).toContain('Secure');
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Lax');
});

test('a returning wallet keeps its name and gets a new session token', async () => {
  const keypair = await newKeypair();
  const name = freshName('Returning');
  const first = await signInWithWallet(keypair, name);

  const answer = await requestNonce(keypair.address);

  const signature = toBase64(await signText(keypair, answer.message));
  const { status, body, response } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    presentationName: freshName('Renamed'),
  });
  expect(status).toBe(200);
  expect(body.user).toEqual(first.user);
  const secondCookie = sessionCookieFrom(response);
  expect(secondCookie).not.toBeNull();
  expect(secondCookie).not.toBe(first.cookie);

  const withoutName = await signInWithWallet(keypair);
  expect(withoutName.user.presentationName).toBe(name);
});

test('POST /api/auth/verify rejects a signature made by another key with 401', async () => {
  const keypair = await newKeypair();
  const impostor = await newKeypair();
  const answer = await requestNonce(keypair.address);
  const signature = toBase64(await signText(impostor, answer.message));
  const { status, body, response } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    presentationName: freshName(),
  });
  expect(status).toBe(401);
  expect(body).toEqual({ error: 'Invalid signature' });
  expect(sessionCookieFrom(response)).toBeNull();
});

test('POST /api/auth/verify rejects a signature over a different message with 401', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  const signature = toBase64(await signText(keypair, `${answer.message}\n`));
  const { status } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    presentationName: freshName(),
  });
  expect(status).toBe(401);
});

test('POST /api/auth/verify rejects a signature that is not 64 bytes of base64 with 401', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  for (const signature of ['not base64!', toBase64(new Uint8Array(10))]) {
    const { status } = await verify({
      walletAddress: keypair.address,
      nonce: answer.nonce,
      signature,
      presentationName: freshName(),
    });
    expect(status).toBe(401);
  }
});

test('POST /api/auth/verify rejects a nonce issued to another wallet with 401', async () => {
  const keypair = await newKeypair();
  const other = await newKeypair();
  const answer = await requestNonce(other.address);
  // Signed correctly by `keypair`, but the nonce is bound to `other`.
  const signature = toBase64(await signText(keypair, answer.message));
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    presentationName: freshName(),
  });
  expect(status).toBe(401);
  expect(body).toEqual({ error: 'Invalid or expired nonce' });
});

test('POST /api/auth/verify rejects a nonce older than 10 minutes with 401', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  vi.useFakeTimers();
  vi.setSystemTime(Date.now() + TEN_MINUTES + 1000);
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: freshName(),
  });
  expect(status).toBe(401);
  expect(body).toEqual({ error: 'Invalid or expired nonce' });
});

test('a nonce still verifies just before its 10 minutes are up', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  vi.useFakeTimers();
  vi.setSystemTime(Date.now() + TEN_MINUTES - 5000);
  const { status } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: freshName(),
  });
  expect(status).toBe(200);
});

test('a used nonce cannot be replayed (401)', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const body = { walletAddress: keypair.address, nonce, signature, presentationName: freshName() };
  expect((await verify(body)).status).toBe(200);
  const replay = await verify(body);
  expect(replay.status).toBe(401);
  expect(replay.body).toEqual({ error: 'Invalid or expired nonce' });
});

test('six concurrent verifies of one nonce give exactly one 200 (new wallet)', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const body = { walletAddress: keypair.address, nonce, signature, presentationName: freshName() };
  const statuses = (await Promise.all(Array.from({ length: 6 }, () => verify(body)))).map(
    (r) => r.status,
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
});

test('six concurrent verifies of one nonce give exactly one 200 (returning wallet)', async () => {
  const keypair = await newKeypair();
  await signInWithWallet(keypair, freshName());
  const { nonce, signature } = await signedNonce(keypair);
  const body = { walletAddress: keypair.address, nonce, signature };
  const responses = await Promise.all(Array.from({ length: 6 }, () => verify(body)));
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(responses.filter((r) => sessionCookieFrom(r.response))).toHaveLength(1);
});

test('a one-tap signIn wallet signs in with its own signedMessage', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  const signedMessage = createSignInMessage(answer.signInInput);
  const signature = toBase64(
    new Uint8Array(await crypto.subtle.sign('Ed25519', keypair.privateKey, signedMessage)),
  );
  const name = freshName('OneTap');
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    signedMessage: toBase64(signedMessage),
    presentationName: name,
  });
  expect(status).toBe(200);
  expect(body.user.presentationName).toBe(name);
});

test('a signedMessage with any field changed is refused with 401, even when properly signed', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  const other = await newKeypair();
  const tampered = [
    { domain: 'evil.example' },
    { uri: 'https://evil.example' },
    { statement: 'Sign in to something else.' },
    { chainId: 'devnet' },
    { issuedAt: new Date(Date.now() - 3600_000).toISOString() },
    { expirationTime: new Date(Date.now() + 86_400_000).toISOString() },
    { nonce: 'SomeOtherNonceValue12345' },
    { address: other.address },
    { requestId: 'extra' },
    { resources: ['https://evil.example/thing'] },
  ];
  for (const change of tampered) {
    const signedMessage = createSignInMessage({ ...answer.signInInput, ...change });
    const signature = toBase64(
      new Uint8Array(await crypto.subtle.sign('Ed25519', keypair.privateKey, signedMessage)),
    );
    const { status } = await verify({
      walletAddress: keypair.address,
      nonce: answer.nonce,
      signature,
      signedMessage: toBase64(signedMessage),
      presentationName: freshName(),
    });
    expect(status, JSON.stringify(change)).toBe(401);
  }
  // The untouched input still works afterwards: the refusals did not spend the nonce.
  const signedMessage = createSignInMessage(answer.signInInput);
  const signature = toBase64(
    new Uint8Array(await crypto.subtle.sign('Ed25519', keypair.privateKey, signedMessage)),
  );
  const ok = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    signedMessage: toBase64(signedMessage),
    presentationName: freshName(),
  });
  expect(ok.status).toBe(200);
});

test('a signedMessage path signature must cover the signedMessage bytes (401)', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  // A valid signature over our own text, paired with a signedMessage it does not cover.
  const signature = toBase64(await signText(keypair, answer.message));
  const signedMessage = createSignInMessage({ ...answer.signInInput });
  const withTrailingNewline = new Uint8Array([...signedMessage, 10]);
  const { status } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature,
    signedMessage: toBase64(withTrailingNewline),
    presentationName: freshName(),
  });
  expect(status).toBe(401);
});

test('a new wallet without a name gets 400, and the same nonce then verifies with a name', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  for (const presentationName of [undefined, '', '   ']) {
    const { status, body } = await verify({
      walletAddress: keypair.address,
      nonce,
      signature,
      presentationName,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'presentationName is required for a new wallet',
      needsName: true,
    });
  }
  const name = freshName('Retry');
  const retry = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: name,
  });
  expect(retry.status).toBe(200);
  expect(retry.body.user.presentationName).toBe(name);
});

test('a name over 50 characters is refused with 400 (50 after trimming is fine)', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const tooLong = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: 'x'.repeat(51),
  });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body).toEqual({ error: 'presentationName must be at most 50 characters' });

  const fifty = `${freshName('Long')}${'y'.repeat(50)}`.slice(0, 50);
  const ok = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: `  ${fifty}  `,
  });
  expect(ok.status).toBe(200);
  expect(ok.body.user.presentationName).toBe(fifty);
});

test('a name taken in another case is refused with 409 and the nonce stays usable', async () => {
  const taken = freshName('TakenName');
  await buildUser({ presentationName: taken, nameKey: taken.toLowerCase() });
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const clash = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: taken.toUpperCase(),
  });
  expect(clash.status).toBe(409);
  expect(clash.body).toEqual({ error: 'That presentation name is already taken' });

  const retry = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: freshName('Other'),
  });
  expect(retry.status).toBe(200);
});

test('ADMIN_WALLETS decides the role on every request: removing the wallet revokes it at once', async () => {
  const keypair = await newKeypair();
  const someoneElse = await newKeypair();
  const listed = { ADMIN_WALLETS: `${someoneElse.address}=dev, ${keypair.address}=mod` };
  const granted = await signInWithWallet(keypair, freshName('Admin'), { vars: listed });
  expect(granted.user).toMatchObject({ isAdmin: true, adminRole: 'mod' });
  const me = await callJson<{ user: User }>('/api/auth/user', {
    cookie: granted.cookie,
    vars: listed,
  });
  expect(me.body.user).toMatchObject({ isAdmin: true, adminRole: 'mod' });

  // The same session, no new sign-in: the next request already sees the new list.
  const bare = await callJson<{ user: User }>('/api/auth/user', {
    cookie: granted.cookie,
    vars: { ADMIN_WALLETS: keypair.address },
  });
  expect(bare.body.user).toMatchObject({ isAdmin: true, adminRole: 'admin' });
  const revoked = await callJson<{ user: User }>('/api/auth/user', {
    cookie: granted.cookie,
    vars: { ADMIN_WALLETS: `${someoneElse.address}=dev` },
  });
  expect(revoked.body.user).toMatchObject({ isAdmin: false, adminRole: null });
});

test('signing in as a staff wallet writes no role: the users table has no role columns', async () => {
  const keypair = await newKeypair();
  await signInWithWallet(keypair, freshName('Staff'), {
    vars: { ADMIN_WALLETS: `${keypair.address}=admin` },
  });
  const columns = await env.DB.prepare('PRAGMA table_info(users)').all<{ name: string }>();
  const names = columns.results.map((column) => column.name);
  expect(names).toContain('wallet_address');
  expect(names).not.toContain('is_admin');
  expect(names).not.toContain('admin_role');
});

test('GET /api/auth/user (it carries the wallet address) is never stored by a cache', async () => {
  const { cookie } = await signInWithWallet(await newKeypair(), freshName());
  const response = await call('/api/auth/user', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
});

test('GET /api/auth/user answers 401 without a session or with an unknown token', async () => {
  const none = await callJson<{ error: string }>('/api/auth/user');
  expect(none.status).toBe(401);
  expect(none.body).toEqual({ error: 'Not signed in' });

  const bogus = await callJson<{ error: string }>('/api/auth/user', {
    cookie: 'echo_session=not-a-real-token',
  });
  expect(bogus.status).toBe(401);
});

test('GET /api/auth/user answers 401 once the 30-day session has expired', async () => {
  const keypair = await newKeypair();
  const { cookie } = await signInWithWallet(keypair, freshName());
  expect((await call('/api/auth/user', { cookie })).status).toBe(200);
  vi.useFakeTimers();
  vi.setSystemTime(Date.now() + 30 * 24 * 3600_000 + 1000);
  expect((await call('/api/auth/user', { cookie })).status).toBe(401);
});

test('POST /api/auth/logout deletes the session server-side and clears the cookie', async () => {
  const keypair = await newKeypair();
  const { cookie } = await signInWithWallet(keypair, freshName());
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const hash = await sha256Hex(token);

  const { status, body, response } = await callJson<{ ok: boolean }>('/api/auth/logout', {
    method: 'POST',
    cookie,
  });
  expect(status).toBe(200);
  expect(body).toEqual({ ok: true });
  expect(response.headers.get('Set-Cookie')).toMatch(/^echo_session=;.*Max-Age=0/);

  const rows = await testDb().select().from(sessions).where(eq(sessions.tokenHash, hash));
  expect(rows).toHaveLength(0);
  expect((await call('/api/auth/user', { cookie })).status).toBe(401);
});

test('POST /api/auth/logout answers ok without a session', async () => {
  const { status, body } = await callJson<{ ok: boolean }>('/api/auth/logout', { method: 'POST' });
  expect(status).toBe(200);
  expect(body).toEqual({ ok: true });
});

test('POST /api/auth/verify from another origin is refused with 403 and spends nothing', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const body = { walletAddress: keypair.address, nonce, signature, presentationName: freshName() };
  const crossSite = await verify(body, { headers: { Origin: 'https://evil.example' } });
  expect(crossSite.status).toBe(403);
  expect(crossSite.body).toEqual({ error: 'Cross-origin request refused' });
  expect((await verify(body)).status).toBe(200);
});

test('malformed verify and nonce bodies are refused with 400 JSON', async () => {
  const keypair = await newKeypair();
  const cases: { path: string; body: unknown }[] = [
    { path: '/api/auth/verify', body: '{"walletAddress": ' },
    { path: '/api/auth/verify', body: { walletAddress: keypair.address } },
    {
      path: '/api/auth/verify',
      body: { walletAddress: keypair.address, nonce: 'x', signature: 5 },
    },
    { path: '/api/auth/verify', body: [] },
    { path: '/api/auth/nonce', body: '{"walletAddress": ' },
  ];
  for (const { path, body } of cases) {
    const response = await call(path, {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status, JSON.stringify(body)).toBe(400);
    const json = (await response.json()) as { error: unknown };
    expect(typeof json.error).toBe('string');
  }
});

test('the cron deletes expired nonces and keeps live ones', async () => {
  const keypair = await newKeypair();
  const live = await requestNonce(keypair.address);
  const expired = await requestNonce(keypair.address);
  const db = testDb();
  await db
    .update(authNonces)
    .set({ expiresAt: Date.now() - 1000 })
    .where(eq(authNonces.nonce, expired.nonce));

  await runScheduled(env, Date.now());
  const left = (
    await db.select().from(authNonces).where(eq(authNonces.walletAddress, keypair.address))
  ).map((row) => row.nonce);
  expect(left).toEqual([live.nonce]);
});

test('a cron run scheduled ahead of the clock keeps live nonces and sessions', async () => {
  // Forty days on: past the nonce's ten minutes and the session's thirty days.
  const keypair = await newKeypair();
  const { cookie } = await signInWithWallet(keypair, freshName());
  const live = await requestNonce(keypair.address);

  await runScheduled(env, Date.now() + 40 * 24 * 3600_000);
  const nonces = await testDb()
    .select()
    .from(authNonces)
    .where(eq(authNonces.walletAddress, keypair.address));
  expect(nonces.map((row) => row.nonce)).toEqual([live.nonce]);
  expect((await call('/api/auth/user', { cookie })).status).toBe(200);
});

test('POST /api/auth/verify refuses a name that breaks the content rules with 422 and keeps the nonce', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const blocked = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: 'mail me at someone@example.com',
  });
  expect(blocked.status).toBe(422);
  expect(blocked.body.error).toBe('Content not allowed');

  const retried = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: freshName(),
  });
  expect(retried.status).toBe(200);
});

test('POST /api/auth/verify refuses a name that reads as a crisis with 422 code crisis_name', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  // Names are permanent and shown with every comment: help, not a public crisis label.
  for (const presentationName of [
    `wanna unalive ${unique('n').slice(-6)}`,
    'しにたい',
    'wanttodie',
    'хочу сдохнуть',
  ]) {
    const refused = await verify({
      walletAddress: keypair.address,
      nonce,
      signature,
      presentationName,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: 'Content not allowed',
      code: 'crisis_name',
      crisis: true,
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/[0-9]/);
  }
});

test('POST /api/auth/verify names the refusal of a name with a contact detail, and whether help goes with it', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const refused = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: 'snap lunarose22',
  });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ code: 'handle', crisis: false });
});

test('POST /api/auth/verify accepts a name whose digits only look like letters ("thread5-ab12")', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const name = `thread5-ab12-${unique('x').slice(-4)}`;
  const accepted = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: name,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
});

test('POST /api/auth/nonce allows 300 sign-ins a minute from one IP, then answers 429', async () => {
  const headers = { 'CF-Connecting-IP': '203.0.113.77' };
  const keypair = await newKeypair();
  // The limiter counts in fixed 60 s windows: if one starts mid-loop the count restarts, so the
  // first 429 comes after at least 300 and at most 600 successes.
  let firstRefusal = -1;
  for (let i = 0; i < 601 && firstRefusal === -1; i++) {
    const response = await call('/api/auth/nonce', {
      body: { walletAddress: keypair.address },
      headers,
    });
    if (response.status === 429) {
      firstRefusal = i;
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    } else {
      expect(response.status).toBe(200);
    }
  }
  expect(firstRefusal).toBeGreaterThanOrEqual(300);

  const otherIp = await call('/api/auth/nonce', {
    body: { walletAddress: keypair.address },
    headers: { 'CF-Connecting-IP': '203.0.113.78' },
  });
  expect(otherIp.status).toBe(200);
  // Hundreds of requests in a row: on a loaded 2-core machine this outlasts the 5 s default.
}, 60_000);

test('POST /api/auth/verify refuses a name with an invisible character with 400', async () => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: `Ali\u200Bce${unique('x').slice(-6)}`,
  });
  expect(status).toBe(400);
  expect(body.error).toBe(
    'presentationName must not contain invisible, control or filler characters',
  );
});

test('POST /api/auth/verify folds fullwidth look-alikes, so a copycat name is taken (409)', async () => {
  const base = `Fold${unique('n').slice(-8)}`;
  await signInWithWallet(await newKeypair(), base);
  const fullwidth = [...base].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).join('');
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const { status } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: fullwidth,
  });
  expect(status).toBe(409);
});

test('POST /api/auth/nonce never names the wallet: an account holder and a stranger get the same shape', async () => {
  const keypair = await newKeypair();
  const name = freshName('Private');
  await signInWithWallet(keypair, name);
  const known = await callJson<Record<string, unknown>>('/api/auth/nonce', {
    body: { walletAddress: keypair.address },
  });
  const stranger = await callJson<Record<string, unknown>>('/api/auth/nonce', {
    body: { walletAddress: (await newKeypair()).address },
  });
  expect(known.status).toBe(200);
  expect(Object.keys(known.body).sort()).toEqual(Object.keys(stranger.body).sort());
  expect(JSON.stringify(known.body)).not.toContain(name);
});

test('a bad signature for an unknown wallet answers 401, never needsName', async () => {
  const keypair = await newKeypair();
  const answer = await requestNonce(keypair.address);
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce: answer.nonce,
    signature: toBase64(new Uint8Array(64).fill(1)),
  });
  expect(status).toBe(401);
  expect(body).not.toHaveProperty('needsName');
});

test('APP_ORIGIN pins the sign-in message domain and URI, whatever host the request names', async () => {
  const keypair = await newKeypair();
  const { status, body } = await callJson<NonceResponse>('/api/auth/nonce', {
    body: { walletAddress: keypair.address },
    // The request arrives under another host name (a proxy, a workers.dev alias).
    origin: 'https://echo-alias.workers.example',
    headers: { Origin: 'https://echo.example' },
    vars: { APP_ORIGIN: 'https://echo.example' },
  });
  expect(status).toBe(200);
  expect(body.signInInput).toMatchObject({ domain: 'echo.example', uri: 'https://echo.example' });
  expect(body.message.startsWith('echo.example wants you to sign in')).toBe(true);
});

/** A name of letters only, unique to the test (digit runs read as phone numbers). */
function lettersName(prefix: string): string {
  return `${prefix}${uniqueLetters()}`;
}

const INVISIBLE = 'presentationName must not contain invisible, control or filler characters';
const MARKED =
  'presentationName must not put combining marks on letters: type the accented letter itself';

test.each([
  ['a Hangul filler', 'Xena\u3164', INVISIBLE],
  ['a Braille blank', 'X\u2800ena', INVISIBLE],
  ['a halfwidth Hangul filler', 'Xe\uFFA0na', INVISIBLE],
  ['a dot on the i, which has one (passes for AdminOne)', 'Admi\u0307nOne', MARKED],
  ['a slash laid over a letter', 'A\u0338dminOne', MARKED],
  ['marks stacked into noise', `Z${'\u0336\u0334\u0335'.repeat(4)}algo`, MARKED],
])('POST /api/auth/verify refuses a name with %s (400)', async (_label, name, error) => {
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const { status, body } = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: `${name}${lettersName('')}`,
  });
  expect([status, body.error]).toEqual([400, error]);
});

test('POST /api/auth/verify reads a run of spaces as one: "Mod  Team" is taken when "Mod Team" is (409)', async () => {
  const first = lettersName('Mod ');
  await signInWithWallet(await newKeypair(), first);
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const spaced = first.replace(' ', '   ');
  expect(
    (await verify({ walletAddress: keypair.address, nonce, signature, presentationName: spaced }))
      .status,
  ).toBe(409);
  // A name with one space is stored with one.
  const fresh = lettersName('Two  Spaces ');
  const { user } = await signInWithWallet(await newKeypair(), fresh);
  expect(user.presentationName).toBe(fresh.replace('  ', ' '));
});

test.each([
  ['Vietnamese typed with combining tone marks, composed', 'Tra\u0302\u0300n ', 'Trần '],
  ['French typed with a combining acute, composed', 'Jose\u0301 ', 'José '],
  ['Japanese with a combining voicing mark, composed', 'か\u3099', 'が'],
  ['Hindi, whose marks are part of its letters', 'प्रिया', 'प्रिया'],
])('POST /api/auth/verify takes %s', async (_label, typed, stored) => {
  const suffix = lettersName('');
  const { user } = await signInWithWallet(await newKeypair(), `${typed}${suffix}`);
  expect(user.presentationName).toBe(`${stored}${suffix}`);
});

test('POST /api/auth/verify answers 409 for a look-alike of a taken name (Cyrillic Х for X), and the nonce stays usable', async () => {
  const latin = lettersName('Xena');
  await signInWithWallet(await newKeypair(), latin);
  const keypair = await newKeypair();
  const { nonce, signature } = await signedNonce(keypair);
  const cyrillic = `\u0425${latin.slice(1)}`;
  const clash = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: cyrillic,
  });
  expect(clash.status).toBe(409);
  expect(clash.body).toEqual({ error: 'That presentation name is already taken' });
  const retry = await verify({
    walletAddress: keypair.address,
    nonce,
    signature,
    presentationName: lettersName('Zoe'),
  });
  expect(retry.status).toBe(200);
});

test('the cron gives older accounts their name skeletons; look-alikes among them are listed for staff, not renamed', async () => {
  const base = lettersName('Vera');
  const older = await buildUser({ presentationName: base, nameKey: base.toLowerCase() });
  const lookAlike = `${base.slice(0, 1)}\u0435${base.slice(2)}`; // a Cyrillic е
  const twin = await buildUser({ presentationName: lookAlike, nameKey: lookAlike.toLowerCase() });
  const controller = createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, LEADERBOARD_START: '' }, ctx);
  await waitOnExecutionContext(ctx);

  const rows = await testDb()
    .select()
    .from(users)
    .where(inArray(users.id, [older.id, twin.id]));
  const skeletons = rows.map((row) => row.nameSkeleton);
  expect(skeletons).toEqual([nameSkeleton(base), nameSkeleton(base)]);
  expect(rows.map((row) => row.presentationName).sort()).toEqual([base, lookAlike].sort());

  const staff = await staffMember('mod');
  const listed = await callJson<LookAlikeNames>('/api/mod/look-alike-names', staff);
  expect(listed.status).toBe(200);
  expect(listed.body.groups).toContainEqual({
    skeleton: nameSkeleton(base),
    names: expect.arrayContaining([base, lookAlike]),
  });
  const { cookie } = await signedInUser();
  expect((await call('/api/mod/look-alike-names', { cookie })).status).toBe(403);
});
