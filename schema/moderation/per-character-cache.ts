// A character's reading worked out once: the per-character folds are called for every character
// of a text, and most texts hold few distinct ones. The cache stays small whatever characters a
// text throws at it.
const MAX_CACHED = 4096;
/** Code points are cached in pages of this many, a page made when its first code is asked. */
const PAGE_BITS = 8;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGES = (0x10ffff >> PAGE_BITS) + 1;

/**
 * `read`, remembered for the first MAX_CACHED characters it is asked about, each given as one
 * character (one code point) or, by a scan that makes no string per character, as its code
 * point. Kept in arrays by code point, not a Map: a Map hashes the key, and a string made for one
 * character has no hash yet, so a look-up cost about as much as the reading it saved on a
 * Chinese or Japanese text (docs/decisions/077).
 */
export function perCharacterCache<K extends string | number, T>(read: (ch: K) => T): (ch: K) => T {
  const pages: (T[] | undefined)[] = Array.from({ length: PAGES }, () => undefined);
  let size = 0;
  return (ch) => {
    const code = typeof ch === 'number' ? ch : (ch.codePointAt(0) ?? 0);
    const page = pages[code >> PAGE_BITS];
    const known = page?.[code & (PAGE_SIZE - 1)];
    if (known !== undefined) return known;
    const out = read(ch);
    if (size < MAX_CACHED) {
      const into = (pages[code >> PAGE_BITS] ??= Array.from({ length: PAGE_SIZE }));
      into[code & (PAGE_SIZE - 1)] = out;
      size += 1;
    }
    return out;
  };
}
