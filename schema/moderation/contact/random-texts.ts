// Texts for the tests that compare a reader by code point with the pattern it replaced.

/**
 * Characters a reader by code point may get wrong: a letter with two marks, Chinese, an
 * Arabic-Indic digit, a lone combining mark, an emoji, a letter outside the first plane, and
 * each half of a surrogate pair alone.
 */
export const HARD_CHARACTERS = ['ễ', '中', '٣', '\u0301', '🙂', '𝐚', '\ud835', '\udc1a'];

/**
 * `count` texts of 1 to `maxPieces` pieces each, picked by a fixed sequence of pseudo-random
 * numbers from `seed`: the same texts on every run and every machine.
 */
export function randomTexts(
  pieces: readonly string[],
  { count, maxPieces, seed }: { count: number; maxPieces: number; seed: number },
): string[] {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff);
  return Array.from({ length: count }, (_, n) =>
    Array.from({ length: 1 + (n % maxPieces) }, () => pieces[next() % pieces.length]).join(''),
  );
}
