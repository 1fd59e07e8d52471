// A character's reading worked out once: the per-character folds are called for every character
// of a text, and most texts hold few distinct ones. The cache stays small whatever characters a
// text throws at it.
const MAX_CACHED = 4096;

/** `read`, remembered for the first MAX_CACHED characters it is asked about. */
export function perCharacterCache<T>(read: (ch: string) => T): (ch: string) => T {
  const cache = new Map<string, T>();
  return (ch) => {
    let out = cache.get(ch);
    if (out === undefined) {
      out = read(ch);
      if (cache.size < MAX_CACHED) cache.set(ch, out);
    }
    return out;
  };
}
