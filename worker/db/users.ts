import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { users } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';

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

/** Whether the name, in any letter case or as a look-alike (its skeleton), is someone's already. */
export async function isNameTaken(db: Db, name: string, skeleton: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.nameKey, nameKeyOf(name)), eq(users.nameSkeleton, skeleton)))
    .limit(1);
  return rows.length > 0;
}

export type NewUserResult =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'nonce-gone' }
  | { outcome: 'name-taken' }
  | { outcome: 'wallet-exists' };

/**
 * Creates the user and consumes their sign-in nonce in one D1 batch (a transaction). The first
 * step reads the conditions (the nonce still live, no account with a look-alike name) that guard
 * the insert in the same transaction, and the nonce is spent only with the account, so a refused
 * name leaves it usable for a retry. A unique-constraint failure (the same name or wallet claimed
 * a moment ago) rolls the whole batch back too.
 */
export async function createUserConsumingNonce(
  db: Db,
  args: {
    walletAddress: string;
    presentationName: string;
    nameSkeleton: string;
    nonce: string;
    now: number;
  },
): Promise<NewUserResult> {
  const row: UserRow = {
    id: crypto.randomUUID(),
    walletAddress: args.walletAddress,
    presentationName: args.presentationName,
    nameKey: nameKeyOf(args.presentationName),
    nameSkeleton: args.nameSkeleton,
    echoPoints: 0,
    createdAt: args.now,
    suspendedUntil: null,
    deletedAt: null,
    commentsSweepAt: null,
  };
  const nonceLive = sql`EXISTS (SELECT 1 FROM auth_nonces WHERE nonce = ${args.nonce}
    AND wallet_address = ${args.walletAddress} AND expires_at > ${args.now})`;
  const lookAlike = sql`EXISTS (SELECT 1 FROM users WHERE name_skeleton = ${row.nameSkeleton})`;
  try {
    const { guards } = await runBatch(db, {
      guards: sql`SELECT ${nonceLive} AS nonceLive, ${lookAlike} AS lookAlike`,
      user: sql`INSERT INTO users
          (id, wallet_address, presentation_name, name_key, name_skeleton, echo_points, created_at)
        SELECT ${row.id}, ${row.walletAddress}, ${row.presentationName}, ${row.nameKey},
               ${row.nameSkeleton}, 0, ${row.createdAt}
        WHERE ${nonceLive} AND NOT ${lookAlike}`,
      consumedNonce: sql`DELETE FROM auth_nonces WHERE nonce = ${args.nonce}
        AND wallet_address = ${args.walletAddress}
        AND EXISTS (SELECT 1 FROM users WHERE id = ${row.id})`,
    });
    const [read] = guards;
    if (read?.nonceLive !== 1) return { outcome: 'nonce-gone' };
    if (read.lookAlike === 1) return { outcome: 'name-taken' };
    return { outcome: 'created', user: row };
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

/** Live accounts whose name has no skeleton yet (older than migration 0010), oldest first. */
export async function namesWithoutSkeleton(db: Db, limit: number) {
  return db
    .select({ id: users.id, presentationName: users.presentationName })
    .from(users)
    .where(and(isNull(users.nameSkeleton), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt))
    .limit(limit);
}

/** Stores the skeletons the backfill computed (one statement per account, one batch). */
export async function setNameSkeletons(
  db: Db,
  skeletons: { id: string; skeleton: string }[],
): Promise<void> {
  if (skeletons.length === 0) return;
  const steps = Object.fromEntries(
    skeletons.map(({ id, skeleton }, index) => [
      `account${index}`,
      db.update(users).set({ nameSkeleton: skeleton }).where(eq(users.id, id)),
    ]),
  );
  await runBatch(db, steps);
}

/** Live accounts whose names look alike (one skeleton), for staff: listed, never renamed. */
export async function lookAlikeNames(db: Db): Promise<{ skeleton: string; names: string[] }[]> {
  const rows = await db.all<{ skeleton: string; name: string }>(sql`
    SELECT name_skeleton AS skeleton, presentation_name AS name FROM users
    WHERE deleted_at IS NULL AND name_skeleton IN (
      SELECT name_skeleton FROM users WHERE deleted_at IS NULL AND name_skeleton IS NOT NULL
      GROUP BY name_skeleton HAVING count(*) > 1)
    ORDER BY name_skeleton, created_at
    LIMIT 500`);
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.skeleton, [...(groups.get(row.skeleton) ?? []), row.name]);
  return [...groups].map(([skeleton, names]) => ({ skeleton, names }));
}
