// The lexicon words one typo away from a word: "sucide" (a letter left out), "myslef" (two
// swapped). A map from every such variant to its words held some 116,000 strings, each with an
// array, about 15 MB for the crisis and threat lexicons; this index keeps a number per
// (variant, word) pair, the variant's hash, and checks a text's word against the few words
// its hash names, so no variant is ever made as a string.

import { FNV_OFFSET, fnvStep } from './fnv.ts';

/** Lexicon words at least this long are also read with one typo. */
export const MIN_TYPO_LENGTH = 7;

/** The hash of `word` with its unit at `skip` left out. */
function deletionHash(word: string, skip: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i += 1) {
    if (i !== skip) hash = fnvStep(hash, word.charCodeAt(i));
  }
  return hash >>> 0;
}

/** The hash of `word` with its units at `swap` and `swap + 1` swapped. */
function swapHash(word: string, swap: number): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i += 1) {
    const at = i === swap ? i + 1 : i === swap + 1 ? i - 1 : i;
    hash = fnvStep(hash, word.charCodeAt(at));
  }
  return hash >>> 0;
}

/** Whether `typed` is `word` with one unit left out, or two neighbours that differ swapped. */
function isOneTypoFrom(typed: string, word: string): boolean {
  let first = 0;
  while (first < typed.length && typed.charCodeAt(first) === word.charCodeAt(first)) first += 1;
  if (typed.length + 1 === word.length) {
    for (let i = first; i < typed.length; i += 1) {
      if (typed.charCodeAt(i) !== word.charCodeAt(i + 1)) return false;
    }
    return true;
  }
  if (typed.length !== word.length || first + 1 >= word.length) return false;
  if (typed.charCodeAt(first) !== word.charCodeAt(first + 1)) return false;
  if (typed.charCodeAt(first + 1) !== word.charCodeAt(first)) return false;
  for (let i = first + 2; i < typed.length; i += 1) {
    if (typed.charCodeAt(i) !== word.charCodeAt(i)) return false;
  }
  return true;
}

const NONE: readonly string[] = [];

/** Words are numbered in one go into the sort key below, after the variant's hash. */
const WORD_BITS = 20;

/**
 * The index of the words `known` (those of letters only, MIN_TYPO_LENGTH or longer): for a word
 * typed, the words it is one typo from, in the order of `known`; none when it is itself known.
 */
export function typoIndex(known: ReadonlySet<string>): (typed: string) => readonly string[] {
  const indexed: string[] = [];
  const keys: number[] = [];
  for (const word of known) {
    if (word.length < MIN_TYPO_LENGTH || !/^\p{L}+$/u.test(word)) continue;
    const number = indexed.length;
    indexed.push(word);
    for (let i = 0; i < word.length; i += 1) {
      keys.push(deletionHash(word, i) * 2 ** WORD_BITS + number);
      if (i + 1 < word.length && word[i] !== word[i + 1]) {
        keys.push(swapHash(word, i) * 2 ** WORD_BITS + number);
      }
    }
  }
  if (indexed.length >= 2 ** WORD_BITS) throw new Error('typo index: too many words');
  // Sorted by hash, then by word: a variant's words come in the order of `words`.
  const sorted = Float64Array.from(keys).sort();
  const hashes = new Uint32Array(sorted.length);
  const wordOf = new Int32Array(sorted.length);
  sorted.forEach((key, i) => {
    hashes[i] = Math.floor(key / 2 ** WORD_BITS);
    wordOf[i] = key % 2 ** WORD_BITS;
  });

  return (typed) => {
    if (typed.length < MIN_TYPO_LENGTH - 1 || known.has(typed)) return NONE;
    let hash = FNV_OFFSET;
    for (let i = 0; i < typed.length; i += 1) hash = fnvStep(hash, typed.charCodeAt(i));
    hash >>>= 0;
    let low = 0;
    let high = hashes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((hashes[middle] ?? 0) < hash) low = middle + 1;
      else high = middle;
    }
    let found: string[] | null = null;
    let last = -1;
    for (let i = low; i < hashes.length && hashes[i] === hash; i += 1) {
      const number = wordOf[i] ?? 0;
      const word = indexed[number] ?? '';
      // A word reaches a variant twice ("kill" less either "l"): it is listed once.
      if (number === last || !isOneTypoFrom(typed, word)) continue;
      last = number;
      (found ??= []).push(word);
    }
    return found ?? NONE;
  };
}
