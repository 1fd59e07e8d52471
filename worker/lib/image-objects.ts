// R2 accepts at most 1000 keys in one delete call.
const R2_DELETE_MAX_KEYS = 1000;

/** Deletes the stored bytes behind these image keys, so their URLs answer 404 from now on. */
export async function deleteImageObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += R2_DELETE_MAX_KEYS) {
    await bucket.delete(keys.slice(start, start + R2_DELETE_MAX_KEYS));
  }
}
