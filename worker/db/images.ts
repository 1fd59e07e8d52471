import { and, eq } from 'drizzle-orm';
import { images } from '../../schema/tables';
import type { Db } from './client';

export type ImageRecord = typeof images.$inferInsert;

export async function insertImage(db: Db, image: ImageRecord): Promise<void> {
  await db.insert(images).values(image);
}

/** Whether `key` is an image that `ownerId` uploaded. */
export async function isImageOwnedBy(db: Db, key: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .select({ key: images.key })
    .from(images)
    .where(and(eq(images.key, key), eq(images.ownerId, ownerId)))
    .limit(1);
  return rows.length === 1;
}
