import type { Db } from '../db/client';
import { deleteUnattachedImages } from '../db/images';

/** An upload that no thought took within this time is deleted (docs/product.md, thoughts and comments). */
export const UNATTACHED_IMAGE_LIFETIME_MS = 24 * 3600_000;
const BATCH_SIZE = 50;
// Bounded work per cron run (every 5 minutes): a backlog drains over a few runs.
const MAX_BATCHES = 10;

/**
 * Deletes images never attached to a thought, rows and R2 objects, once they are a day old: an
 * upload cannot sit around to be posted later on another thought, and nothing unposted is kept.
 */
export async function expireUnattachedImages(
  db: Db,
  bucket: R2Bucket,
  now: number,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const keys = await deleteUnattachedImages(db, now - UNATTACHED_IMAGE_LIFETIME_MS, BATCH_SIZE);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    if (keys.length < BATCH_SIZE) break;
  }
  return deleted;
}
