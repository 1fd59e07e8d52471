import { and, eq, gt, lt } from 'drizzle-orm';
import { sessions, users } from '../../schema/tables';
import type { Db } from './client';

import type { UserRow } from './users';

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.user ?? null;
}

export function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; createdAt: number; expiresAt: number },
) {
  return db.insert(sessions).values(session);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
