import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';
import { consumeNonceQuery } from './nonces';

export type UserRow = typeof users.$inferSelect;

/** The key that makes presentation names unique case-insensitively. */
export function nameKeyOf(name: string): string {
  return name.toLowerCase();
}

/** The wallet's live account; a deleted account's tombstone never signs in again. */
export async function findUserByWallet(db: Db, walletAddress: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.walletAddress, walletAddress), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function isNameTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nameKey, nameKeyOf(name)))
    .limit(1);
  return rows.length > 0;
}

export type NewUserResult =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'nonce-gone' }
  | { outcome: 'name-taken' }
  | { outcome: 'wallet-exists' };

/**
 * Creates the user and consumes their sign-in nonce in one D1 batch (a transaction): the row is
 * inserted only while the nonce is live, and a unique-constraint failure (a name or wallet
 * claimed a moment ago) rolls the whole batch back, leaving the nonce usable for a retry.
 */
export async function createUserConsumingNonce(
  db: Db,
  args: {
    walletAddress: string;
    presentationName: string;
    nonce: string;
    now: number;
  },
): Promise<NewUserResult> {
  const row: UserRow = {
    id: crypto.randomUUID(),
    walletAddress: args.walletAddress,
    presentationName: args.presentationName,
    nameKey: nameKeyOf(args.presentationName),
    echoPoints: 0,
    createdAt: args.now,
    suspendedUntil: null,
    deletedAt: null,
  };
  try {
    const results = await runBatch(db, {
      user: db.insert(users).select(
        sql`SELECT ${row.id}, ${row.walletAddress}, ${row.presentationName}, ${row.nameKey}, 0,
                   ${row.createdAt}, NULL, NULL
            WHERE EXISTS (SELECT 1 FROM auth_nonces WHERE nonce = ${args.nonce}
              AND wallet_address = ${args.walletAddress} AND expires_at > ${args.now})`,
      ),
      consumedNonce: consumeNonceQuery(db, args.nonce, args.walletAddress, args.now),
    });
    return results.consumedNonce.length === 1
      ? { outcome: 'created', user: row }
      : { outcome: 'nonce-gone' };
  } catch (err) {
    const text = errorText(err);
    if (text.includes('users.name_key')) return { outcome: 'name-taken' };
    if (text.includes('users.wallet_address')) return { outcome: 'wallet-exists' };
    throw err;
  }
}

/** D1 reports constraint names in the message; drizzle may wrap it in `cause`. */
function errorText(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  while (current instanceof Error && parts.length < 5) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(' ');
}
