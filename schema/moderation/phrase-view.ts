// The view of a text that the phrase lexicons read, built in one pass: words (each with its
// leetspeak readings), sentence ends, the Chinese/Japanese characters as one stream, and the
// runs of letters typed without spaces ("i w a n t t o d i e", "#wanttodie").
import {
  CJK,
  foldCharacters,
  isCjkChar,
  isCjkCode,
  isLetter,
  isLetterCode,
  isWordCode,
  leetReadings,
  squeezedReadings,
  squeezeRepeats,
  unmixScripts,
  visibleText,
} from './fold.ts';

/** The token a sentence end becomes; lexicons write it `$`. */
export const SENTENCE_END = '.';
/** The extra reading of a capitalised word inside a sentence (a name); lexicons write it `@`. */
export const NAME = '@';
/**
 * Prefixes the extra reading of a word with its diacritics kept, for the words folding makes
 * ambiguous: Vietnamese "tự tử" (suicide) and "từ từ" (slowly) both fold to "tu tu".
 */
export const AS_TYPED = '=';
/** The character a sentence end becomes in the Chinese/Japanese stream. */
export const CJK_SENTENCE_END = '。';

export type PhraseView = {
  /** One entry per word: its readings (usually one). Sentence ends are `[SENTENCE_END]`. */
  words: string[][];
  /** Chinese and Japanese characters (and digits) in order, spaces dropped; '' when none. */
  cjk: string;
  /** Letters typed without spaces, read for whole phrases ("iwanttodie"); repeats kept. */
  runs: string[];
};

// Net slang written with look-alike glyphs: タヒ (ta + hi) is 死 ("die") taken apart.
const GLYPH_SLANG: readonly [string, string][] = [['タヒ', '死']];

// Laughing faces read as the word "lol": a joke marker the idioms know ("I'll kill him 😂").
const LAUGHING = /[😂🤣😆😅😹💀☠😜😝🤪🙃]/u;
export const LAUGH = 'lol';
// Weapons drawn as emoji ("te voy a 🔪") read as one word every threat lexicon can name.
const WEAPON = /[🔪🔫💣🗡🪓💥]/u;
export const WEAPON_WORD = 'emojiweapon';
// Ellipses are a pause, not an end: "I want to… die" is one sentence.
const ALWAYS_ENDS_SENTENCE = /[!?;。！？\n]/;
// One of these between single letters makes them a spaced-out word ("k.i.l.l", "k i l l").
const LETTER_SPACER = /^[ .\-_*,/\\|~+·•]$/;
// A contraction's tail keeps the word whole ("don't" → "dont"); any other apostrophe splits
// ("l'air" → "l", "air"), as French elision wants.
const CONTRACTION_TAILS = new Set(['s', 't', 'm', 'd', 're', 've', 'll']);
/** Joined runs and words at least this long are also read as letters without spaces. */
const RUN_MIN_LENGTH = 8;
/** Longer runs are not a phrase anyone typed without spaces. */
const RUN_MAX_LENGTH = 120;

type RawToken = { text: string; spacer: string };

/** Stands in a word for a mark typed over a letter ("k*ll"); read as each vowel or as nothing. */
const MASK = '\uE000';
const MASKED_VOWELS = ['', 'a', 'e', 'i', 'o', 'u'];

/** The word as typed with its first mark read as `vowel` and the others as nothing. */
const unmaskedAs = (typed: string, vowel: string) =>
  typed.replace(MASK, vowel).replaceAll(MASK, '');

const AT = 0x40;
const DOLLAR = 0x24;
const EXCLAMATION = 0x21;
const BAR = 0x7c;
const ASTERISK = 0x2a;
const TILDE = 0x7e;
const FULL_STOP = 0x2e;
/** What rawTokens() reads where a text has no character: no letter, digit or mark. */
const NO_CODE = 0;

/** Characters by code point, for rawTokens(), which makes no string per character. */
const codesOf = (characters: string) => new Set(Array.from(characters, (ch) => ch.codePointAt(0)));
const APOSTROPHES = codesOf("'’‘ʼ`´");
/** ALWAYS_ENDS_SENTENCE's characters. */
const ALWAYS_ENDS_SENTENCE_CODES = codesOf('!?;。！？\n');

function isLeetSymbol(code: number, before: number, after: number): boolean {
  if (code !== AT && code !== DOLLAR && code !== EXCLAMATION && code !== BAR) return false;
  const letterAfter = isLetterCode(after) && !isCjkCode(after);
  if (code === DOLLAR || code === AT) return letterAfter;
  return letterAfter && isWordCode(before);
}

/** The width in UTF-16 units of the character whose code point is `code`. */
const widthOf = (code: number) => (code > 0xffff ? 2 : 1);

/** Whether the apostrophe ending at `from` joins a contraction's tail ("don't", "I'm"). */
function apostropheJoins(text: string, from: number): boolean {
  let end = from;
  while (end < text.length) {
    const code = text.codePointAt(end) ?? NO_CODE;
    if (!isLetterCode(code)) break;
    end += widthOf(code);
    if (end - from > 2) return false;
  }
  return CONTRACTION_TAILS.has(text.slice(from, end));
}

/**
 * Words with what separated each from the previous one; sentence ends as SENTENCE_END. Read by
 * code point, each character asked about by its code: a string per character (an array of
 * them) was a fifth of the view's time and most of its garbage.
 */
function rawTokens(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  // A word is sliced from the text, not built a character at a time (a string per character
  // of every word): `word` holds what came before a mark or a skipped apostrophe, `from` where
  // the slice being read starts (-1 when none is).
  let word = '';
  let from = -1;
  let at = 0;
  let spacer = '';
  const takeSlice = () => {
    if (from < 0) return;
    word += text.slice(from, at);
    from = -1;
  };
  const flush = () => {
    takeSlice();
    if (word === '') return;
    tokens.push({ text: word, spacer });
    word = '';
    spacer = '';
  };
  const endSentence = () => {
    flush();
    if (tokens.length > 0 && tokens.at(-1)?.text !== SENTENCE_END) {
      tokens.push({ text: SENTENCE_END, spacer: '' });
    }
  };
  // By code point: emoji are two UTF-16 units.
  let before = NO_CODE;
  while (at < text.length) {
    const code = text.codePointAt(at) ?? NO_CODE;
    const next = at + widthOf(code);
    const after = next < text.length ? (text.codePointAt(next) ?? NO_CODE) : NO_CODE;
    // Emoji live above U+2600: the two tests below run only there, on a string made for them.
    const symbol = code >= 0x2600 && !isCjkCode(code) ? text.slice(at, next) : '';
    if (isCjkCode(code)) {
      flush();
    } else if (symbol !== '' && LAUGHING.test(symbol)) {
      flush();
      tokens.push({ text: LAUGH, spacer: '' });
    } else if (symbol !== '' && WEAPON.test(symbol)) {
      flush();
      tokens.push({ text: WEAPON_WORD, spacer: '' });
    } else if (isWordCode(code) || isLeetSymbol(code, before, after)) {
      if (from < 0) from = at;
    } else if ((code === ASTERISK || code === TILDE) && isWordCode(before) && isWordCode(after)) {
      // "k*ll", "su~icide": a mark typed inside a word to dodge a filter, over a vowel or not.
      takeSlice();
      word += MASK;
    } else if (APOSTROPHES.has(code) && isLetterCode(before) && apostropheJoins(text, next)) {
      // "don't", "I'm", "can't": one word.
      takeSlice();
    } else if (
      ALWAYS_ENDS_SENTENCE_CODES.has(code) ||
      (code === FULL_STOP && !isWordCode(after) && after !== FULL_STOP && before !== FULL_STOP)
    ) {
      endSentence();
    } else {
      flush();
      spacer += text.slice(at, next);
    }
    before = code;
    at = next;
  }
  endSentence();
  return tokens;
}

/**
 * Joins three or more single letters that are each one separator apart ("k i l l" → "kill",
 * "s.u.i.c.i.d.e" → "suicide"); two spaces still split, so "k i l l  m y s e l f" is two words.
 */
function joinSpacedLetters(tokens: RawToken[]): { words: string[]; runs: string[] } {
  const words: string[] = [];
  const runs: string[] = [];
  const single = (t: RawToken | undefined) =>
    t !== undefined && t.text.length === 1 && isLetter(t.text);
  let i = 0;
  while (i < tokens.length) {
    let end = i;
    while (
      single(tokens[end]) &&
      single(tokens[end + 1]) &&
      LETTER_SPACER.test(tokens[end + 1]?.spacer ?? '')
    ) {
      end += 1;
    }
    if (end - i >= 2) {
      let run = '';
      for (let k = i; k <= end; k += 1) run += tokens[k]?.text ?? '';
      words.push(run);
      runs.push(run);
      i = end + 1;
    } else {
      words.push(tokens[i]?.text ?? '');
      i += 1;
    }
  }
  return { words, runs };
}

// Words whose characters would read as another word: 自杀 (suicide) holds 杀 (kill), so it is
// read as its synonym 自尽, and a threat lexicon's 杀 never fires inside it.
const CJK_SYNONYMS: readonly [RegExp, string][] = [[/自杀/g, '自尽']];

/** The same rewrite for a stream and for a lexicon literal. */
export function cjkSynonyms(text: string): string {
  let out = text;
  for (const [word, synonym] of CJK_SYNONYMS) out = out.replace(word, synonym);
  return out;
}

// What each ASCII character becomes in the stream, worked out once (the rules below, for the
// characters every text is full of): digits stay, sentence ends end, spaces and symbols go,
// letters and other punctuation separate.
const ASCII_IN_STREAM: readonly string[] = Array.from({ length: 0x80 }, (_, code) => {
  const ch = String.fromCharCode(code);
  if (/[0-9]/.test(ch)) return ch;
  if (ALWAYS_ENDS_SENTENCE.test(ch) || ch === '.') return CJK_SENTENCE_END;
  if (/[\s\p{S}\p{Pc}\p{Pd}*#@&%\\/]/u.test(ch)) return '';
  return '、';
});

const CJK_PAUSES = /\.{2,}|[…‥・･]/g;

// Patterns asked of every word or character are made once here: a pattern literal in a
// function makes a new RegExp object each time it is evaluated.
const DIGITS_ONLY = /^[0-9]+$/;
// Spaces and symbols in the Chinese/Japanese stream (see cjkStream).
const READ_AS_NOTHING = /[\s\p{S}\p{Pc}\p{Pd}*#@&%\\/]/u;

const KANJI_ZERO = 0x3007;
const LONG_MARK = 0x30fc;
const REPEAT_MARK = 0x3005;
const CJK_COMMAS = /[、，,]/;
const [IDEOGRAPHIC_COMMA, FULL_WIDTH_COMMA, COMMA] = Array.from('、，,', (ch) => ch.charCodeAt(0));
// Asked of every character of a Chinese or Japanese text with a comma: three comparisons, where a
// Set's look-up was most of withoutSpacingCommas()'s time.
const isComma = (code: number | undefined) =>
  code === IDEOGRAPHIC_COMMA || code === FULL_WIDTH_COMMA || code === COMMA;
const isCjkAt = (codes: readonly number[], at: number) => isCjkCode(codes[at] ?? NO_CODE);

/**
 * The characters (by code point) without the commas that space a word out one character at a
 * time ("じ、さ、つ、したい", "想，死"): a comma between two single characters, or at either end
 * of such a chain. A comma after a longer run ("はい、そうです") still separates.
 */
function withoutSpacingCommas(codes: readonly number[]): number[] {
  const single = (at: number) =>
    isCjkAt(codes, at) && !isCjkAt(codes, at - 1) && !isCjkAt(codes, at + 1);
  const chained = (at: number, step: number) =>
    single(at + step) && isComma(codes[at + 2 * step]) && single(at + 3 * step);
  return codes.filter((code, at) => {
    if (!isComma(code)) return true;
    const spacing =
      (single(at - 1) && single(at + 1)) ||
      (single(at - 1) && chained(at, -1)) ||
      (single(at + 1) && chained(at, 1));
    return !spacing;
  });
}

/** Latin letters glued to Chinese/Japanese stay in the stream up to this many ("想s", "自sha"). */
const MAX_GLUED_LATIN = 6;
/** Marks both ends of a glued Latin run in the stream, so "s" never matches inside "sleep". */
export const CJK_LATIN_MARK = '\u0003';
const isAsciiLetterCode = (code: number | undefined) =>
  code !== undefined && code >= 97 && code <= 122;
const isDigitCode = (code: number) => code >= 0x30 && code <= 0x39;
/** What a character adds to the stream when it adds nothing. */
const NOTHING = -1;
const ASCII_CODES_IN_STREAM = ASCII_IN_STREAM.map((ch) => (ch === '' ? NOTHING : ch.charCodeAt(0)));
const CJK_SENTENCE_END_CODE = CJK_SENTENCE_END.charCodeAt(0);
const CJK_SEPARATOR = '、'.charCodeAt(0);
const CJK_LATIN_MARK_CODE = CJK_LATIN_MARK.charCodeAt(0);

/** A text's code points, read once. */
function codePoints(text: string): number[] {
  const codes: number[] = [];
  for (let at = 0; at < text.length;) {
    const code = text.codePointAt(at) ?? NO_CODE;
    codes.push(code);
    at += widthOf(code);
  }
  return codes;
}

/** The text of UTF-16 units, made a slice at a time (a call takes only so many arguments). */
function fromUnits(units: readonly number[]): string {
  const SLICE = 4096;
  let text = '';
  for (let at = 0; at < units.length; at += SLICE) {
    text += String.fromCharCode(...units.slice(at, at + SLICE));
  }
  return text;
}

/** Appends the UTF-16 units of code point `code` to `units`. */
function pushCodePoint(units: number[], code: number): void {
  if (code <= 0xffff) units.push(code);
  else units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff));
}

/**
 * The Chinese/Japanese characters, digits and sentence ends, without spaces or long marks. A
 * short run of Latin letters glued to them stays, between marks, as net-speak writes a
 * character by its pinyin or initial ("想s" for 想死, "自sha", "z杀"); any other run of letters
 * is a separator. Each character is asked about by its code: comparing them as strings was a
 * third of the view's time on a Japanese text (docs/decisions/077).
 */
function cjkStream(text: string): string {
  if (!CJK.test(text)) return '';
  // The stream as UTF-16 units, made a string at the end: a string per character (and one
  // more per character added) was most of the stream's time and garbage.
  const out: number[] = [];
  let previous = NOTHING;
  // An ellipsis is a pause, not a sentence end ("死に…たい"), and a middle dot or a comma spaces
  // letters out ("し・に・た・い", "し、に、た、い"): they read as nothing.
  let codes = codePoints(text.replace(CJK_PAUSES, ''));
  if (CJK_COMMAS.test(text)) codes = withoutSpacingCommas(codes);
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i] ?? NO_CODE;
    let next: number;
    if (isAsciiLetterCode(code) && !isAsciiLetterCode(codes[i - 1])) {
      let end = i;
      while (isAsciiLetterCode(codes[end])) end += 1;
      const glued = isCjkCode(codes[i - 1] ?? 0) || isCjkCode(codes[end] ?? 0);
      if (glued && end - i <= MAX_GLUED_LATIN) {
        const latin = squeezeRepeats(String.fromCharCode(...codes.slice(i, end)));
        out.push(CJK_LATIN_MARK_CODE);
        for (let k = 0; k < latin.length; k += 1) out.push(latin.charCodeAt(k));
        out.push(CJK_LATIN_MARK_CODE);
        previous = CJK_LATIN_MARK_CODE;
        i = end - 1;
        continue;
      }
    }
    // Every ASCII character has its entry; a digit is ASCII, so none is met below.
    if (code < 0x80) next = ASCII_CODES_IN_STREAM[code] ?? NOTHING;
    else if (isCjkCode(code)) next = code === LONG_MARK || code === REPEAT_MARK ? NOTHING : code;
    else if (ALWAYS_ENDS_SENTENCE_CODES.has(code)) next = CJK_SENTENCE_END_CODE;
    // Spaces and symbols typed between characters to dodge a filter ("我想$$死") read as nothing,
    // and so does 〇, the kanji zero, typed over a word's character as ○ is ("自〇したい").
    else if (code === KANJI_ZERO || READ_AS_NOTHING.test(String.fromCodePoint(code))) {
      next = NOTHING;
    } else next = CJK_SEPARATOR;
    // Repeats for emphasis ("しにたいいいい") read once, as in the words; digits stay as typed.
    if (next !== NOTHING && (next !== previous || isDigitCode(next))) pushCodePoint(out, next);
    if (next !== NOTHING) previous = next;
  }
  return cjkSynonyms(fromUnits(out));
}

const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const NON_ASCII = /\P{ASCII}/u;
const LATIN = /\p{Script=Latin}/u;

/** A spelling's readings, folded, unmixed and squeezed, in the array leetReadings made. */
function foldedReadings(spelling: string): string[] {
  const leet = leetReadings(unmixScripts(foldCharacters(spelling)));
  const readings = squeezedReadings(leet[0] ?? '');
  // Two leetspeak readings may squeeze to one.
  for (const reading of leet.length > 1 ? squeezedReadings(leet[1] ?? '') : []) {
    if (!readings.includes(reading)) readings.push(reading);
  }
  return readings;
}

/**
 * A word's readings: folded (and leetspeak, and each vowel under a mark), and as typed. Most
 * words have no mark: their readings are built in one array, where a list of spellings and
 * one of readings were two more arrays per word, for every word of a text.
 */
function readingsOf(masked: string): string[] {
  if (masked === SENTENCE_END || DIGITS_ONLY.test(masked)) return [masked];
  let typed = masked;
  let readings: string[];
  if (masked.includes(MASK)) {
    // The first mark read as each vowel in turn ("st*rben" → "sterben").
    typed = unmaskedAs(masked, MASKED_VOWELS[0] ?? '');
    readings = [];
    for (const vowel of MASKED_VOWELS) {
      for (const reading of foldedReadings(unmaskedAs(masked, vowel))) {
        if (!readings.includes(reading)) readings.push(reading);
      }
    }
  } else {
    readings = foldedReadings(masked);
  }
  if (NON_ASCII.test(typed)) {
    const accented = typed.toLowerCase().normalize('NFC');
    if (LATIN.test(accented)) readings.push(AS_TYPED + accented);
  }
  return readings;
}

/**
 * How many words the view reads: its words, sentence ends aside, and one per two Chinese or
 * Japanese characters, as the classifiers count a run (classifier.ts). A word typed apart counts
 * once: "k i l l" is one word, and "し・に・た・い" two (four kana), where the classifiers see
 * four one-character runs.
 */
export function viewWordCount(view: PhraseView): number {
  let words = 0;
  for (const readings of view.words) if (readings[0] !== SENTENCE_END) words += 1;
  let characters = 0;
  for (const ch of view.cjk) if (isCjkChar(ch)) characters += 1;
  return words + Math.ceil(characters / 2);
}

/** Builds the view; linear in the length of the text. */
export function phraseView(text: string): PhraseView {
  return visiblePhraseView(visibleText(text));
}

/** phraseView() of a text already made visible (visibleText): detect() reads it twice. */
export function visiblePhraseView(text: string): PhraseView {
  let visible = text;
  // A plain string searched for, where a pattern's replace took ~4 ns a character.
  for (const [glyphs, meaning] of GLYPH_SLANG) visible = visible.replaceAll(glyphs, meaning);
  const joined = joinSpacedLetters(rawTokens(visible));
  // Texts repeat their words: each distinct word is read (and asked whether it is capitalised)
  // once. A capitalised word is kept with its name reading too, read only inside a sentence.
  const known = new Map<string, { readings: string[]; asName: string[] | null }>();
  const words = joined.words.map((masked, i) => {
    let word = known.get(masked);
    if (word === undefined) {
      const readings = readingsOf(masked);
      word = { readings, asName: CAPITALISED.test(masked) ? [...readings, NAME] : null };
      known.set(masked, word);
    }
    const previous = joined.words[i - 1];
    if (word.asName !== null && previous !== undefined && previous !== SENTENCE_END) {
      return word.asName;
    }
    return word.readings;
  });
  const spaced = new Set(joined.runs);
  const runs = [
    ...joined.runs,
    ...joined.words.filter((w) => w.length >= RUN_MIN_LENGTH && !spaced.has(w)),
  ]
    .map((run) => run.replaceAll(MASK, ''))
    .filter((run) => run.length <= RUN_MAX_LENGTH)
    .map((run) => leetReadings(unmixScripts(foldCharacters(run)))[0] ?? run);
  // No character folds to a Chinese or Japanese one (fold.test.ts asks every code point): a text
  // with none has no stream, and is not folded whole to find so.
  const cjk = CJK.test(visible) ? cjkStream(foldCharacters(visible)) : '';
  return { words, cjk, runs };
}
