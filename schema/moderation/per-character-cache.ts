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

/**
 * `read` by code point, remembered for the first MAX_CACHED codes: a scan that reads a text by
 * code asks about a character without making a string for it.
 */
export function perCodeCache<T>(read: (code: number) => T): (code: number) => T {
  const cache = new Map<number, T>();
  return (code) => {
    let out = cache.get(code);
    if (out === undefined) {
      out = read(code);
      if (cache.size < MAX_CACHED) cache.set(code, out);
    }
    return out;
  };
}
