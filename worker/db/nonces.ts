import { and, eq, gt, lt } from 'drizzle-orm';
import type { SolanaSignInInputJson } from '../../schema/api';
import { authNonces } from '../../schema/tables';
import type { Db } from './client';

export type StoredNonce = {
  nonce: string;
  walletAddress: string;
  message: string;
  signInInput: SolanaSignInInputJson;
  expiresAt: number;
};

export async function insertNonce(
  db: Db,
  row: {
    nonce: string;
    walletAddress: string;
    message: string;
    signInInput: SolanaSignInInputJson;
  },
  now: number,
  expiresAt: number,
): Promise<void> {
  await db.insert(authNonces).values({
    nonce: row.nonce,
    walletAddress: row.walletAddress,
    message: row.message,
    signInInput: JSON.stringify(row.signInInput),
    createdAt: now,
    expiresAt,
  });
}

/** The nonce if it was issued to this wallet and is still valid; null otherwise. Read-only. */
export async function findLiveNonce(
  db: Db,
  nonce: string,
  walletAddress: string,
  now: number,
): Promise<StoredNonce | null> {
  const rows = await db
    .select()
    .from(authNonces)
    .where(liveNonce(nonce, walletAddress, now))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    nonce: row.nonce,
    walletAddress: row.walletAddress,
    message: row.message,
    // Written only by insertNonce above, from a SolanaSignInInputJson.
    signInInput: JSON.parse(row.signInInput) as SolanaSignInInputJson,
    expiresAt: row.expiresAt,
  };
}

export function liveNonce(nonce: string, walletAddress: string, now: number) {
  return and(
    eq(authNonces.nonce, nonce),
    eq(authNonces.walletAddress, walletAddress),
    gt(authNonces.expiresAt, now),
  );
}

/**
 * Deletes the nonce if still live and says whether this call was the one that deleted it: a
 * single DELETE … RETURNING, so of any number of concurrent verifies exactly one wins.
 */
export function consumeNonceQuery(db: Db, nonce: string, walletAddress: string, now: number) {
  return db
    .delete(authNonces)
    .where(liveNonce(nonce, walletAddress, now))
    .returning({ nonce: authNonces.nonce });
}

export async function consumeNonce(
  db: Db,
  nonce: string,
  walletAddress: string,
  now: number,
): Promise<boolean> {
  const deleted = await consumeNonceQuery(db, nonce, walletAddress, now);
  return deleted.length === 1;
}

export async function deleteExpiredNonces(db: Db, now: number): Promise<void> {
  await db.delete(authNonces).where(lt(authNonces.expiresAt, now));
}
