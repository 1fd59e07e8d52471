// Compiles the lexicon notation (lexicon/types.ts) into phrases the matcher runs: a sequence
// of slots, each a set of alternatives with the most positions allowed before it. A word slot's
// alternatives are word sequences ("do+not" beside "dont"), looked up by the matcher in a trie
// of words, so a phrase stays one pattern however many alternatives it has.
import { CJK, foldCharacters, squeezeWord, visibleText } from './fold.ts';
import type { PhraseSets } from './lexicon/types.ts';
import { AS_TYPED, CJK_LATIN_MARK, CJK_SENTENCE_END, cjkSynonyms, NAME } from './phrase-view.ts';

/** Words allowed between two slots written with a space, and with ` .. `. */
export const WORD_GAP = 3;
export const WORD_WIDE_GAP = 6;
/** Characters allowed between two Chinese/Japanese slots written with a space, and with ` .. `. */
export const CHAR_GAP = 4;
export const CHAR_WIDE_GAP = 12;
/** ` ... `: anywhere in the same sentence (words, and Chinese/Japanese characters). */
export const WORD_SENTENCE_GAP = 24;
export const CHAR_SENTENCE_GAP = 40;
/** ` ~ `: the other half in the same post, sentences apart, at most this far. */
export const WORD_POST_GAP = 40;
export const CHAR_POST_GAP = 80;

/** One word of an alternative: `spelled` is its letters as typed, for runs without spaces. */
export type WordToken =
  | { kind: 'word'; text: string; spelled: string }
  | { kind: 'stem'; text: string; spelled: string }
  /** Diacritics kept (`=tự`); `text` carries the AS_TYPED prefix the view's reading has. */
  | { kind: 'typed'; text: string }
  | { kind: 'name' }
  | { kind: 'number'; min: number }
  | { kind: 'end' };

/**
 * Alternatives of one slot, each a run of adjacent words; `gap`: most words before it;
 * `crosses`: the slot before it may lie in an earlier sentence. `content` numbers the
 * alternatives within one PhraseCache: equal numbers, equal alternatives, and the slots of
 * one expansion share one `sequences` array.
 */
export type WordSlot = { sequences: WordToken[][]; content: number; gap: number; crosses: boolean };

/** `number`: a run of two or more digits ("30錠"). */
export type CharSlot = { strings: string[]; number: boolean; gap: number; crosses: boolean };

export type CompiledPhrase =
  { mode: 'words'; slots: WordSlot[]; wide: boolean } | { mode: 'chars'; slots: CharSlot[] };

/** Alternatives one slot may expand to. */
const MAX_ALTERNATIVES = 5000;
const WORD_TOKEN = /^[\p{L}\p{N}]+$/u;

class LexiconError extends Error {
  constructor(phrase: string, problem: string) {
    super(`lexicon phrase "${phrase}": ${problem}`);
    this.name = 'LexiconError';
  }
}

type Vocabulary = { sets: PhraseSets; spellings: PhraseSets };

/** A slot's expansion, and what compileItems learns of it, worked out once per cache. */
type Expansion = {
  alternatives: string[][];
  cjk: boolean | null;
  words: WordSequences | null;
  chars: CharStrings | null;
};
type CharStrings = { strings: string[]; number: boolean };
type WordSequences = { sequences: WordToken[][]; content: number };

/**
 * What compiling the phrases of one matcher learns about their slots: sets and slots recur
 * across phrases ("{i} {want} {die}"), so each spec is expanded, told Chinese/Japanese or not,
 * and parsed into tokens once (per sets and spellings, which a language's crisis phrases and
 * idioms share). Dropped with the compile: a matcher keeps only its tries.
 */
export type PhraseCache = {
  expansions: WeakMap<PhraseSets, WeakMap<PhraseSets, Map<string, Expansion>>>;
  /** The expansions last asked for: phrase after phrase is of one group. */
  last: { vocabulary: Vocabulary; expansions: Map<string, Expansion> } | null;
  /**
   * Each lexicon's spellings as a map: a token looked up in the object is a fresh string that
   * V8 internalises first, for every token of every alternative.
   */
  spellings: WeakMap<PhraseSets, Map<string, string>>;
  /** Alternatives by their tokens' numbers (tokenNumber): the number of their content. */
  contents: Map<string, number>;
  /**
   * Lexicon words folded, and tokens parsed, once per vocabulary (a word and a token recur in
   * a lexicon's phrases), forgotten with its expansions: kept between compiles, they held
   * ~8 MB after the first, where a worker or a page compiles once.
   */
  folded: Map<string, string>;
  tokens: Map<string, ParsedToken>;
  /**
   * Tokens numbered by what they read, so equal alternatives get equal content numbers, in
   * every vocabulary: the numbers by content are kept for the whole compile, the tokens parsed
   * are let go (weakly held) with their vocabulary.
   */
  tokenNumbers: WeakMap<WordToken, number>;
  tokenContents: Map<string, number>;
};

type ParsedToken = { token: WordToken; number: number };

export const phraseCache = (): PhraseCache => ({
  expansions: new WeakMap(),
  last: null,
  spellings: new WeakMap(),
  contents: new Map(),
  folded: new Map(),
  tokens: new Map(),
  tokenNumbers: new WeakMap(),
  tokenContents: new Map(),
});

/**
 * Forgets the expansions of one vocabulary (a lexicon's sets and spellings), and the tokens
 * parsed for them: called once no phrase left to compile uses it, so a compile holds one
 * lexicon's expansions at a time, not all eighteen (the crisis and threat matcher's compile
 * peaked ~40 MB above what it keeps).
 */
export function forgetVocabulary(vocabulary: Vocabulary, cache: PhraseCache): void {
  cache.expansions.get(vocabulary.sets)?.delete(vocabulary.spellings);
  if (
    cache.last?.vocabulary.sets === vocabulary.sets &&
    cache.last.vocabulary.spellings === vocabulary.spellings
  ) {
    cache.last = null;
  }
  cache.tokens.clear();
  cache.folded.clear();
}

function expansionsFor(vocabulary: Vocabulary, cache: PhraseCache): Map<string, Expansion> {
  const { last } = cache;
  if (
    last &&
    last.vocabulary.sets === vocabulary.sets &&
    last.vocabulary.spellings === vocabulary.spellings
  ) {
    return last.expansions;
  }
  let bySpellings = cache.expansions.get(vocabulary.sets);
  if (!bySpellings) {
    bySpellings = new WeakMap();
    cache.expansions.set(vocabulary.sets, bySpellings);
  }
  let expansions = bySpellings.get(vocabulary.spellings);
  if (!expansions) {
    expansions = new Map();
    bySpellings.set(vocabulary.spellings, expansions);
  }
  cache.last = { vocabulary, expansions };
  return expansions;
}

function expansionOf(
  spec: string,
  vocabulary: Vocabulary,
  cache: PhraseCache,
  phrase: string,
  depth = 0,
): Expansion {
  const expansions = expansionsFor(vocabulary, cache);
  let expansion = expansions.get(spec);
  if (!expansion) {
    const alternatives = expandUncached(spec, vocabulary, cache, phrase, depth);
    expansion = { alternatives, cjk: null, words: null, chars: null };
    expansions.set(spec, expansion);
  }
  return expansion;
}

/** The alternatives of a slot, each a sequence of raw tokens, named sets expanded. */
function expandSlot(
  spec: string,
  vocabulary: Vocabulary,
  cache: PhraseCache,
  phrase: string,
  depth = 0,
): string[][] {
  return expansionOf(spec, vocabulary, cache, phrase, depth).alternatives;
}

function expandUncached(
  spec: string,
  vocabulary: Vocabulary,
  cache: PhraseCache,
  phrase: string,
  depth: number,
): string[][] {
  if (depth > 4) throw new LexiconError(phrase, 'named sets nest too deep');
  const spellings = spellingsOf(vocabulary, cache);
  return spec.split('|').flatMap((alternative) => {
    let count = 1;
    const choices = alternative.split('+').map((token) => {
      const spelled = spellings.get(token);
      const options = spelled
        ? [spelled.split(' ')]
        : expandToken(token, vocabulary, cache, phrase, depth);
      count *= options.length;
      if (count > MAX_ALTERNATIVES) throw new LexiconError(phrase, 'too many alternatives');
      return options;
    });
    return product(choices);
  });
}

/**
 * Every way to pick one option per token, joined, the last token's options varying fastest.
 * Each sequence is made once at its length, not grown token by token through partial
 * sequences thrown away (garbage collection is a third of a compile).
 */
function product(choices: readonly string[][][]): string[][] {
  const [only] = choices;
  // One token: its options themselves (no alternative is ever written to once made).
  if (choices.length === 1 && only) return only;
  const sequences: string[][] = [];
  const picks = choices.map(() => 0);
  for (;;) {
    let length = 0;
    for (let i = 0; i < choices.length; i += 1) length += choices[i]?.[picks[i] ?? 0]?.length ?? 0;
    const sequence = new Array<string>(length);
    let at = 0;
    for (let i = 0; i < choices.length; i += 1) {
      for (const token of choices[i]?.[picks[i] ?? 0] ?? []) sequence[at++] = token;
    }
    sequences.push(sequence);
    let i = choices.length - 1;
    for (; i >= 0; i -= 1) {
      const next = (picks[i] ?? 0) + 1;
      if (next < (choices[i]?.length ?? 0)) {
        picks[i] = next;
        break;
      }
      picks[i] = 0;
    }
    if (i < 0) return sequences;
  }
}

function spellingsOf(vocabulary: Vocabulary, cache: PhraseCache): Map<string, string> {
  let spellings = cache.spellings.get(vocabulary.spellings);
  if (!spellings) {
    spellings = new Map(Object.entries(vocabulary.spellings));
    cache.spellings.set(vocabulary.spellings, spellings);
  }
  return spellings;
}

/** `{name}` alone is the set's sequences; a set inside a token is concatenated ("{want}死"). */
function expandToken(
  token: string,
  vocabulary: Vocabulary,
  cache: PhraseCache,
  phrase: string,
  depth: number,
): string[][] {
  // Most tokens are plain words: no set to look up.
  if (!token.includes('{')) return [[token]];
  const whole = /^\{(\w+)\}$/.exec(token);
  if (whole) {
    return expandSlot(
      setNamed(whole[1] ?? '', vocabulary.sets, phrase),
      vocabulary,
      cache,
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
          cache,
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
  return squeezeWord(spellWord(word));
}

function foldWordOnce(word: string, cache: PhraseCache): string {
  let folded = cache.folded.get(word);
  if (folded === undefined) {
    folded = foldWord(word);
    cache.folded.set(word, folded);
  }
  return folded;
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
  return cjkSynonyms(out);
}

/** Whether an expansion holds Chinese/Japanese: its phrase is then read in the characters. */
function hasCjk(expansion: Expansion): boolean {
  expansion.cjk ??= expansion.alternatives.some((a) => a.some((t) => CJK.test(t)));
  return expansion.cjk;
}

/**
 * An expansion's alternatives as word tokens, parsed once however many slots it fills, and
 * numbered by content on the way (the key contentNumber() would write).
 */
function wordSequences(expansion: Expansion, cache: PhraseCache, phrase: string): WordSequences {
  if (!expansion.words) {
    // The key as contentNumber() writes it, from the numbers at hand (no string a token).
    const numbers: number[] = [];
    const sequences = expansion.alternatives.map((alternative) => {
      const sequence = alternative.map((raw) => {
        const { token, number } = parsedToken(raw, phrase, cache);
        numbers.push(number);
        return token;
      });
      numbers.push(SEQUENCE_END);
      return sequence;
    });
    expansion.words = { sequences, content: numberedContent(numbers.join(','), cache) };
  }
  return expansion.words;
}

/** Ends a sequence in a content key, after its tokens' numbers. */
const SEQUENCE_END = -1;

/** Numbers alternatives by what their tokens read: equal alternatives, equal numbers. */
function contentNumber(sequences: readonly WordToken[][], cache: PhraseCache): number {
  const numbers: number[] = [];
  for (const sequence of sequences) {
    for (const token of sequence) numbers.push(tokenNumber(token, cache));
    numbers.push(SEQUENCE_END);
  }
  return numberedContent(numbers.join(','), cache);
}

function numberedContent(key: string, cache: PhraseCache): number {
  let content = cache.contents.get(key);
  if (content === undefined) {
    content = cache.contents.size;
    cache.contents.set(key, content);
  }
  return content;
}

function tokenNumber(token: WordToken, cache: PhraseCache): number {
  let number = cache.tokenNumbers.get(token);
  if (number === undefined) {
    const content = JSON.stringify(token);
    number = cache.tokenContents.get(content);
    if (number === undefined) {
      number = cache.tokenContents.size;
      cache.tokenContents.set(content, number);
    }
    cache.tokenNumbers.set(token, number);
  }
  return number;
}

function parsedToken(raw: string, phrase: string, cache: PhraseCache): ParsedToken {
  let parsed = cache.tokens.get(raw);
  if (!parsed) {
    const token = parseToken(raw, phrase, cache);
    parsed = { token, number: tokenNumber(token, cache) };
    cache.tokens.set(raw, parsed);
  }
  return parsed;
}

function parseToken(token: string, phrase: string, cache: PhraseCache): WordToken {
  if (token === '$') return { kind: 'end' };
  if (token === NAME) return { kind: 'name' };
  if (/^#\d*$/.test(token)) return { kind: 'number', min: Number(token.slice(1) || '0') };
  if (token.endsWith('*') && WORD_TOKEN.test(token.slice(0, -1))) {
    const stem = token.slice(0, -1);
    return { kind: 'stem', text: foldWordOnce(stem, cache), spelled: spellWord(stem) };
  }
  if (token.startsWith(AS_TYPED) && WORD_TOKEN.test(token.slice(1))) {
    return { kind: 'typed', text: AS_TYPED + token.slice(1).toLowerCase().normalize('NFC') };
  }
  if (WORD_TOKEN.test(token))
    return { kind: 'word', text: foldWordOnce(token, cache), spelled: spellWord(token) };
  throw new LexiconError(phrase, `"${token}" is not a word (letters and digits only)`);
}

type Item = { spec: string; gap: 'near' | 'wide' | 'sentence' | 'post' | 'first' };

const GAPS = {
  words: {
    first: 0,
    near: WORD_GAP,
    wide: WORD_WIDE_GAP,
    sentence: WORD_SENTENCE_GAP,
    post: WORD_POST_GAP,
  },
  chars: {
    first: 0,
    near: CHAR_GAP,
    wide: CHAR_WIDE_GAP,
    sentence: CHAR_SENTENCE_GAP,
    post: CHAR_POST_GAP,
  },
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
    const before = out[out.length - 1]?.spec;
    if (before !== undefined && /^[^|{#$@]+$/.test(before)) {
      // "не хочу|не+выдержу" reads "не не выдержу": the shared word is written once.
      const repeat = part.split('|').find((alternative) => alternative.startsWith(`${before}+`));
      if (repeat) throw new LexiconError(phrase, `"${repeat}" repeats the word before it`);
    }
    out.push({ spec: part, gap });
    gap = 'near';
  }
  // A gap with nothing after it ("a .. & b") would be dropped without a word.
  if (gap !== 'near')
    throw new LexiconError(phrase, gap === 'first' ? 'is empty' : 'ends with a gap');
  return out;
}

/**
 * The end of a sentence comes right after the words before it, never a few words on: a "$"
 * offered beside words becomes a pattern of its own with no gap before it.
 */
function compileSplit(slots: WordSlot[], wide: boolean, cache: PhraseCache): CompiledPhrase[] {
  const split = slots.findIndex(
    (slot) =>
      slot.gap > 0 &&
      slot.sequences.some((q) => q.length === 1 && q[0]?.kind === 'end') &&
      slot.sequences.some((q) => q[0]?.kind !== 'end'),
  );
  if (split < 0) {
    const ended = slots.map((slot) =>
      slot.sequences.every((q) => q.length === 1 && q[0]?.kind === 'end')
        ? { ...slot, gap: 0 }
        : slot,
    );
    return [{ mode: 'words', slots: ended, wide }];
  }
  return [
    ...compileSplit(
      slots.map((slot, i) => (i === split ? endSlot(cache) : slot)),
      wide,
      cache,
    ),
    ...compileSplit(
      slots.map((slot, i) => (i === split ? withoutEnd(slot, cache) : slot)),
      wide,
      cache,
    ),
  ];
}

const END: WordToken = { kind: 'end' };

/** The end of a sentence, as a slot of its own right after the one before it. */
function endSlot(cache: PhraseCache): WordSlot {
  const sequences = [[END]];
  return { gap: 0, crosses: false, sequences, content: contentNumber(sequences, cache) };
}

function withoutEnd(slot: WordSlot, cache: PhraseCache): WordSlot {
  const sequences = slot.sequences.filter((q) => q[0]?.kind !== 'end');
  return { ...slot, sequences, content: contentNumber(sequences, cache) };
}

/** An expansion read in the character stream, folded once however many slots it fills. */
function charStrings(expansion: Expansion, phrase: string): CharStrings {
  if (expansion.chars) return expansion.chars;
  const typed = expansion.alternatives.map((a) => a.join(''));
  const number = typed.includes('#');
  const strings = typed.filter((a) => a !== '#').map(foldChars);
  // Latin letters may stand beside the characters, as net-speak glues them ("想 s|sha",
  // "维c"): the stream keeps such a run between marks (phrase-view.ts), up to six letters.
  if (
    strings.some(
      (s) =>
        !/^[\p{L}\p{N}]+$/u.test(s) ||
        !(CJK.test(s) || /^[a-z]+$/.test(s)) ||
        s.includes(CJK_SENTENCE_END),
    )
  ) {
    throw new LexiconError(phrase, 'mixes Chinese/Japanese and other slots');
  }
  if (strings.some((s) => /[a-z]{7,}/.test(s))) {
    throw new LexiconError(phrase, 'glues more than six Latin letters to the characters');
  }
  const marked = strings.map((s) =>
    // foldChars already read repeated letters once, as the stream does.
    s.replace(/[a-z]+/g, (run) => CJK_LATIN_MARK + run + CJK_LATIN_MARK),
  );
  expansion.chars = { strings: [...new Set(marked)], number };
  return expansion.chars;
}

/**
 * The patterns one phrase stands for: two when a slot offers both words and "$", and both
 * orders of the halves of `A & B` ("A ... B" and "B ... A") and of `A ~ B` (the same, sentences
 * apart: "tonight is the night. everything is ready").
 */
export function compilePhrase(
  phrase: string,
  vocabulary: Vocabulary,
  cache: PhraseCache = phraseCache(),
): CompiledPhrase[] {
  const operator = phrase.includes(' ~ ') ? '~' : '&';
  if (operator === '~' && phrase.includes(' & ')) {
    throw new LexiconError(phrase, 'mixes & and ~');
  }
  const halves = phrase.split(` ${operator} `);
  if (halves.length > 2) throw new LexiconError(phrase, `more than one ${operator}`);
  const [first, second] = halves;
  if (first !== undefined && second !== undefined) {
    if (!first.trim() || !second.trim()) {
      throw new LexiconError(phrase, `${operator} needs two halves`);
    }
    const gap = operator === '~' ? 'post' : 'sentence';
    return [
      ...compileItems(phrase, [...items(first), ...later(items(second), gap)], vocabulary, cache),
      ...compileItems(phrase, [...items(second), ...later(items(first), gap)], vocabulary, cache),
    ];
  }
  return compileItems(phrase, items(phrase), vocabulary, cache);
}

/** A half that follows the other anywhere in its sentence, or anywhere near in the post. */
function later(half: Item[], gap: 'sentence' | 'post'): Item[] {
  return half.map((item, i) => (i === 0 ? { ...item, gap } : item));
}

function compileItems(
  phrase: string,
  list: Item[],
  vocabulary: Vocabulary,
  cache: PhraseCache,
): CompiledPhrase[] {
  const parsed = list.map((item) => {
    const expansion = expansionOf(item.spec, vocabulary, cache, phrase);
    return { ...item, expansion, alternatives: expansion.alternatives };
  });
  const isChars = parsed.some((item) => hasCjk(item.expansion));
  if (isChars) {
    const slots = parsed.map((item) => ({
      ...charStrings(item.expansion, phrase),
      gap: GAPS.chars[item.gap],
      crosses: item.gap === 'post',
    }));
    return [{ mode: 'chars', slots }];
  }
  const slots = parsed.map((item) => ({
    gap: GAPS.words[item.gap],
    crosses: item.gap === 'post',
    ...wordSequences(item.expansion, cache, phrase),
  }));
  const wide = parsed.some((item) => item.gap !== 'near' && item.gap !== 'first');
  return compileSplit(slots, wide, cache);
}
