import { and, asc, eq, sql } from 'drizzle-orm';
import { images } from '../../schema/tables';
import { runBatch } from './batch';
import type { Db } from './client';

export type ImageRecord = typeof images.$inferInsert & { createdAt: number };

/**
 * Records an upload only while its owner has fewer than `limit` uploads in the window before it:
 * the count and the insert are one statement, so simultaneous uploads cannot all pass the limit.
 * Returns whether it was recorded, and when the oldest upload in the window was.
 */
export async function insertImageWithinLimit(
  db: Db,
  image: ImageRecord,
  limit: { count: number; windowMs: number },
): Promise<{ inserted: boolean; oldestInWindow: number | null }> {
  const since = image.createdAt - limit.windowMs;
  const recent = sql`(SELECT count(*) FROM images
    WHERE owner_id = ${image.ownerId} AND created_at > ${since})`;
  const { insert, oldest } = await runBatch(db, {
    insert: sql`INSERT INTO images (key, owner_id, content_type, size, created_at)
      SELECT ${image.key}, ${image.ownerId}, ${image.contentType}, ${image.size}, ${image.createdAt}
      WHERE ${recent} < ${limit.count}
      RETURNING key`,
    oldest: sql`SELECT min(created_at) AS at FROM images
      WHERE owner_id = ${image.ownerId} AND created_at > ${since}`,
  });
  const at = oldest[0]?.at;
  return { inserted: insert.length === 1, oldestInWindow: typeof at === 'number' ? at : null };
}

/** Forgets an upload whose bytes could not be stored. */
export async function deleteImageRow(db: Db, key: string): Promise<void> {
  await db.delete(images).where(eq(images.key, key));
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
