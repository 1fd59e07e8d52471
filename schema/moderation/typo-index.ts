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

/** The base of lessOneUnitIndex()'s polynomial hash: any odd number would do. */
const POLY_BASE = 0x01000193;
/** A bit per hash's top bits: some 22,000 lexicon words set about 2% of them. */
const FILTER_BITS = 20;

/** A polynomial hash's next step: `hash` times the base, plus `unit` (32-bit wrap-around). */
const polyStep = (hash: number, unit: number) => (Math.imul(hash, POLY_BASE) + unit) | 0;
/** The filter's bit for a hash, from its bits mixed. */
const filterBit = (hash: number) => Math.imul(hash, 0x9e3779b1) >>> (32 - FILTER_BITS);

/**
 * The words of `known` that a word typed is with one UTF-16 unit more, one per unit whose
 * removal leaves a known word, in the order of that unit (twice where two removals leave the same
 * word: "kiill"). A word's removals were each built as a string and looked up, most of the
 * typo look-ups' time on a German or Russian text: here each removal's hash is worked out in a
 * step from the hashes of its two sides (a polynomial hash, unlike FNV, is a sum of the units'
 * terms), and only one whose hash a known word has is built and looked up.
 */
export function lessOneUnitIndex(known: ReadonlySet<string>): (typed: string) => string[] {
  const filter = new Uint32Array(2 ** (FILTER_BITS - 5));
  for (const word of known) {
    let hash = 0;
    for (let i = 0; i < word.length; i += 1) hash = polyStep(hash, word.charCodeAt(i));
    const bit = filterBit(hash);
    filter[bit >>> 5] = (filter[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }
  const mayBeKnown = (hash: number) => {
    const bit = filterBit(hash);
    return ((filter[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
  };
  return (typed) => {
    const n = typed.length;
    // after[i]: the hash of the units from i on, as they weigh in the removal of one before them.
    const after = new Int32Array(n + 1);
    let weight = 1;
    for (let i = n - 1; i >= 0; i -= 1) {
      after[i] = ((after[i + 1] ?? 0) + Math.imul(typed.charCodeAt(i), weight)) | 0;
      weight = Math.imul(weight, POLY_BASE);
    }
    // powers[k]: the base to the k-th power, for the units before a removal.
    const powers = new Int32Array(n);
    powers[0] = 1;
    for (let k = 1; k < n; k += 1) powers[k] = Math.imul(powers[k - 1] ?? 0, POLY_BASE);
    const found: string[] = [];
    let before = 0;
    for (let i = 0; i < n; i += 1) {
      const hash = (Math.imul(before, powers[n - 1 - i] ?? 0) + (after[i + 1] ?? 0)) | 0;
      if (mayBeKnown(hash)) {
        const shorter = typed.slice(0, i) + typed.slice(i + 1);
        if (known.has(shorter)) found.push(shorter);
      }
      before = polyStep(before, typed.charCodeAt(i));
    }
    return found;
  };
}
