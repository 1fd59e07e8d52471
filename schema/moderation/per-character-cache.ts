// A character's reading worked out once: the per-character folds are called for every character
// of a text, and most texts hold few distinct ones. The cache stays small whatever characters a
// text throws at it.
const MAX_CACHED = 4096;

/**
 * `read`, remembered for the first MAX_CACHED characters it is asked about, each given as a
 * string or, by a scan that makes no string per character, as its code point.
 */
export function perCharacterCache<K extends string | number, T>(read: (ch: K) => T): (ch: K) => T {
  const cache = new Map<K, T>();
  return (ch) => {
    let out = cache.get(ch);
    if (out === undefined) {
      out = read(ch);
      if (cache.size < MAX_CACHED) cache.set(ch, out);
    }
    return out;
  };
}
