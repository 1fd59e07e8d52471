// Compiles the lexicon notation (lexicon/types.ts) into linear patterns: a sequence of slots,
// each a set of alternatives with the most positions allowed before it. A slot's multi-word
// alternatives ("do+not" beside "dont") become patterns of their own, so every word slot
// matches exactly one word and the matcher stays a single left-to-right pass.
import { CJK, foldCharacters, squeezeRepeats, visibleText } from './fold.ts';
import type { PhraseSets } from './lexicon/types.ts';
import { CJK_SENTENCE_END, NAME } from './phrase-view.ts';

/** Words allowed between two slots written with a space, and with ` .. `. */
export const WORD_GAP = 3;
export const WORD_WIDE_GAP = 6;
/** Characters allowed between two Chinese/Japanese slots written with a space, and with ` .. `. */
export const CHAR_GAP = 4;
export const CHAR_WIDE_GAP = 12;
/** ` ... `: anywhere in the same sentence (words, and Chinese/Japanese characters). */
export const WORD_SENTENCE_GAP = 24;
export const CHAR_SENTENCE_GAP = 40;

export type WordSlot = {
  words: string[];
  stems: string[];
  /** Words and stems as spelled, repeats kept: read end to end in runs typed without spaces. */
  spelled: string[];
  /** Matches a number of at least this value; null: no number. */
  minNumber: number | null;
  sentenceEnd: boolean;
  /** Most words between the previous slot and this one. */
  gap: number;
};

export type CharSlot = { strings: string[]; gap: number };

export type LinearPattern =
  { mode: 'words'; slots: WordSlot[]; wide: boolean } | { mode: 'chars'; slots: CharSlot[] };

/** Alternatives one slot may expand to, and linear patterns one phrase may become. */
const MAX_ALTERNATIVES = 5000;
const MAX_EXPANSIONS = 400;
const WORD_TOKEN = /^[\p{L}\p{N}]+$/u;

class LexiconError extends Error {
  constructor(phrase: string, problem: string) {
    super(`lexicon phrase "${phrase}": ${problem}`);
    this.name = 'LexiconError';
  }
}

type Vocabulary = { sets: PhraseSets; spellings: PhraseSets };

/** The alternatives of a slot, each a sequence of raw tokens, named sets expanded. */
function expandSlot(spec: string, vocabulary: Vocabulary, phrase: string, depth = 0): string[][] {
  if (depth > 4) throw new LexiconError(phrase, 'named sets nest too deep');
  return spec.split('|').flatMap((alternative) => {
    let sequences: string[][] = [[]];
    for (const token of alternative.split('+')) {
      const spelled = vocabulary.spellings[token];
      const options = spelled
        ? [spelled.split(' ')]
        : expandToken(token, vocabulary, phrase, depth);
      sequences = sequences.flatMap((head) => options.map((tail) => [...head, ...tail]));
      if (sequences.length > MAX_ALTERNATIVES)
        throw new LexiconError(phrase, 'too many alternatives');
    }
    return sequences;
  });
}

/** `{name}` alone is the set's sequences; a set inside a token is concatenated ("{want}死"). */
function expandToken(
  token: string,
  vocabulary: Vocabulary,
  phrase: string,
  depth: number,
): string[][] {
  const whole = /^\{(\w+)\}$/.exec(token);
  if (whole) {
    return expandSlot(
      setNamed(whole[1] ?? '', vocabulary.sets, phrase),
      vocabulary,
      phrase,
      depth + 1,
    );
  }
  let strings = [''];
  for (const piece of token.split(/(\{\w+\})/)) {
    const ref = /^\{(\w+)\}$/.exec(piece);
    const options = ref
      ? expandSlot(
          setNamed(ref[1] ?? '', vocabulary.sets, phrase),
          vocabulary,
          phrase,
          depth + 1,
        ).map((s) => s.join(''))
      : [piece];
    strings = strings.flatMap((head) => options.map((tail) => head + tail));
  }
  return strings.map((s) => [s]);
}

function setNamed(name: string, sets: PhraseSets, phrase: string): string {
  const set = sets[name];
  if (set === undefined) throw new LexiconError(phrase, `no set named {${name}}`);
  return set;
}

/** A word of the lexicon folded as the text's words are. */
export function foldWord(word: string): string {
  return squeezeRepeats(spellWord(word));
}

/** A word of the lexicon folded as runs typed without spaces are (repeats kept). */
function spellWord(word: string): string {
  return foldCharacters(visibleText(word));
}

/** A Chinese/Japanese literal folded as the text's character stream is. */
function foldChars(literal: string): string {
  let out = '';
  let previous = '';
  for (const ch of foldCharacters(visibleText(literal))) {
    if (ch === 'ー' || ch === '々' || /\s/.test(ch)) continue;
    if (ch !== previous || /[0-9]/.test(ch)) out += ch;
    previous = ch;
  }
  return out;
}

function wordSlot(tokens: string[], gap: number, phrase: string): WordSlot {
  const slot: WordSlot = {
    words: [],
    stems: [],
    spelled: [],
    minNumber: null,
    sentenceEnd: false,
    gap,
  };
  for (const token of tokens) {
    if (token === '$') slot.sentenceEnd = true;
    else if (token === NAME) slot.words.push(NAME);
    else if (/^#\d*$/.test(token)) {
      const min = Number(token.slice(1) || '0');
      slot.minNumber = slot.minNumber === null ? min : Math.min(slot.minNumber, min);
    } else if (token.endsWith('*') && WORD_TOKEN.test(token.slice(0, -1))) {
      slot.stems.push(foldWord(token.slice(0, -1)));
      slot.spelled.push(spellWord(token.slice(0, -1)));
    } else if (WORD_TOKEN.test(token)) {
      slot.words.push(foldWord(token));
      slot.spelled.push(spellWord(token));
    } else throw new LexiconError(phrase, `"${token}" is not a word (letters and digits only)`);
  }
  return slot;
}

type Item = { spec: string; gap: 'near' | 'wide' | 'sentence' | 'first' };

const GAPS = {
  words: { first: 0, near: WORD_GAP, wide: WORD_WIDE_GAP, sentence: WORD_SENTENCE_GAP },
  chars: { first: 0, near: CHAR_GAP, wide: CHAR_WIDE_GAP, sentence: CHAR_SENTENCE_GAP },
} as const;

function items(phrase: string): Item[] {
  const out: Item[] = [];
  let gap: Item['gap'] = 'first';
  for (const part of phrase.trim().split(/\s+/)) {
    if (part === '..' || part === '...') {
      if (gap === 'first') throw new LexiconError(phrase, `starts with ${part}`);
      gap = part === '..' ? 'wide' : 'sentence';
      continue;
    }
    out.push({ spec: part, gap });
    gap = 'near';
  }
  return out;
}

/** Every linear pattern one phrase stands for. */
export function compilePhrase(phrase: string, vocabulary: Vocabulary): LinearPattern[] {
  const parsed = items(phrase).map((item) => ({
    ...item,
    alternatives: expandSlot(item.spec, vocabulary, phrase),
  }));
  const isChars = parsed.some((item) => item.alternatives.some((a) => a.some((t) => CJK.test(t))));
  if (isChars) {
    const slots = parsed.map((item) => {
      const strings = item.alternatives.map((a) => foldChars(a.join('')));
      if (strings.some((s) => s === '' || !CJK.test(s) || s.includes(CJK_SENTENCE_END))) {
        throw new LexiconError(phrase, 'mixes Chinese/Japanese and other slots');
      }
      return { strings: [...new Set(strings)], gap: GAPS.chars[item.gap] };
    });
    return [{ mode: 'chars', slots }];
  }
  // Each item becomes one variant per length of its alternatives: the one-word alternatives as
  // one slot, the two-word ones as two adjacent slots (their words combined position by
  // position), and so on. Few variants keep the patterns few.
  let patterns: WordSlot[][] = [[]];
  for (const item of parsed) {
    const gap = GAPS.words[item.gap];
    const byLength = new Map<number, string[][]>();
    const variants: WordSlot[][] = [];
    for (const alternative of item.alternatives) {
      // The end of a sentence comes right after the words before it, never a few words on.
      if (alternative.length === 1 && alternative[0] === '$') {
        variants.push([wordSlot(['$'], 0, phrase)]);
        continue;
      }
      const list = byLength.get(alternative.length) ?? [];
      list.push(alternative);
      byLength.set(alternative.length, list);
    }
    for (const sequences of byLength.values()) {
      variants.push(
        (sequences[0] ?? []).map((_, position) =>
          wordSlot(
            sequences.map((sequence) => sequence[position] ?? ''),
            position === 0 ? gap : 0,
            phrase,
          ),
        ),
      );
    }
    patterns = patterns.flatMap((head) => variants.map((variant) => [...head, ...variant]));
    if (patterns.length > MAX_EXPANSIONS) throw new LexiconError(phrase, 'too many expansions');
  }
  const wide = parsed.some((item) => item.gap === 'wide' || item.gap === 'sentence');
  return patterns.map((slots) => ({ mode: 'words', slots, wide }));
}
