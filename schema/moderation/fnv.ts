// 32-bit FNV-1a over UTF-16 units: the same hash in Node, workerd and every browser. The
// classifier's features and the typo index hash a unit at a time with these steps, so nothing
// they hash is ever built as a string.

export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The hash so far, extended by one UTF-16 unit. */
export const fnvStep = (hash: number, unit: number) => Math.imul(hash ^ unit, FNV_PRIME);

/**
 * The whole hash of `text`. The classifier's features are hashed as fnv1a of their text would
 * be, a part at a time; the corpus and lexicon fingerprints (worker/domain/moderation/corpus.ts,
 * detect.ts) call it whole, for training and tests only.
 */
export function fnv1a(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) hash = fnvStep(hash, text.charCodeAt(i));
  return hash >>> 0;
}
