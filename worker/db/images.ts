import { and, asc, count, eq, gt, min, sql } from 'drizzle-orm';
import { images } from '../../schema/tables';
import type { Db } from './client';

export type ImageRecord = typeof images.$inferInsert;

export async function insertImage(db: Db, image: ImageRecord): Promise<void> {
  await db.insert(images).values(image);
}

/** SQL true while `key` is the owner's upload and still unattached (for a batch's conditions). */
export function imageAttachable(key: string, ownerId: string) {
  return sql`EXISTS (SELECT 1 FROM images
    WHERE key = ${key} AND owner_id = ${ownerId} AND thought_id IS NULL)`;
}

/** Attaches the image to the thought, only if still unattached and only if `onlyIf` holds. */
export function attachImageStep(key: string, thoughtId: string, onlyIf: ReturnType<typeof sql>) {
  return sql`UPDATE images SET thought_id = ${thoughtId}
    WHERE key = ${key} AND thought_id IS NULL AND ${onlyIf}`;
}

/** How many images the owner uploaded since `since`, and when the oldest of them was. */
export async function uploadsSince(
  db: Db,
  ownerId: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  // Served by images_owner_recent_idx (owner_id, created_at).
  const rows = await db
    .select({ count: count(), oldest: min(images.createdAt) })
    .from(images)
    .where(and(eq(images.ownerId, ownerId), gt(images.createdAt, since)));
  return { count: rows[0]?.count ?? 0, oldest: rows[0]?.oldest ?? null };
}

/**
 * Deletes up to `limit` rows of images that no thought took and that were uploaded before
 * `before`, oldest first (images_unattached_idx), and returns their keys. The rows go first: an
 * image whose row is gone can no longer be attached, so its bytes are safe to delete next.
 */
export async function deleteUnattachedImages(
  db: Db,
  before: number,
  limit: number,
): Promise<string[]> {
  const oldest = db
    .select({ key: images.key })
    .from(images)
    .where(and(sql`${images.thoughtId} IS NULL`, sql`${images.createdAt} < ${before}`))
    .orderBy(asc(images.createdAt))
    .limit(limit);
  const rows = await db
    .delete(images)
    .where(and(sql`${images.key} IN ${oldest}`, sql`${images.thoughtId} IS NULL`))
    .returning({ key: images.key });
  return rows.map((row) => row.key);
}
