// Character folding for the phrase lexicons: the text and every lexicon entry go through the
// same folds, so a lexicon is written once per language and still reads the usual variants
// (case, diacritics, full-width forms, katakana for hiragana, traditional for simplified
// Chinese, look-alike letters in a word of another script, leetspeak).
import { TRADITIONAL_TO_SIMPLIFIED } from './han-variants.ts';
import { keptForLastText } from './kept-for-last-text.ts';
import { perCharacterCache } from './per-character-cache.ts';

// Zero-width characters and joiners, the soft hyphen, bidi controls, variation selectors, tag
// characters, fillers: Unicode's Default_Ignorable_Code_Point, none of them visible.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text as it is seen: no invisible characters, NFKC (full-width forms, ligatures, styled letters). */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

/** Han ideographs, kana and the marks that live between them (ー, 々). */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;

/** CJK for one character, by code point (the per-character scans call this a lot). */
export function isCjkChar(ch: string): boolean {
  return isCjkCode(ch.codePointAt(0) ?? 0);
}

/** CJK for a code point, for a scan that reads a text by code and makes no string per character. */
export function isCjkCode(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x31f0 && c <= 0x31ff) ||
    (c >= 0x20000 && c <= 0x3134f) ||
    c === 0x3005 ||
    c === 0x3006
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;
const ANY_LETTER = /\p{L}/u;
// Outside ASCII the answer is a Unicode pattern's, remembered per code point: the scans ask it
// of every character of a Cyrillic, Vietnamese or mixed text (a look-up is about half the cost).
// A string is made only the first time a code is asked about.
const isOtherWordCode = perCharacterCache((c: number) =>
  LETTER_OR_DIGIT.test(String.fromCodePoint(c)),
);
const isOtherLetterCode = perCharacterCache((c: number) =>
  ANY_LETTER.test(String.fromCodePoint(c)),
);

/** A letter, digit or mark, by code point, with an ASCII fast path. */
export function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return isOtherWordCode(c);
}

/** A letter, by code point, with an ASCII fast path. */
export function isLetterCode(c: number): boolean {
  if (c < 0x80) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return isOtherLetterCode(c);
}

/** isLetterCode for a character. */
export function isLetter(ch: string): boolean {
  return isLetterCode(ch.codePointAt(0) ?? 0);
}

// Letters folded to letters that are not their decomposition.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
};

// Small kana read as their full-size forms ("しにたぃ" is "しにたい").
const SMALL_KANA = 'ぁあぃいぅうぇえぉおっつゃやゅゆょよゎわゕかゖけ';
const FULL_KANA: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = {};
  const chars = [...SMALL_KANA];
  for (let i = 0; i + 1 < chars.length; i += 2) map[chars[i] ?? ''] = chars[i + 1] ?? '';
  return map;
})();

/** One character (already lower case) folded: kana to hiragana, Han to simplified, no marks. */
function foldOne(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x30a1 && code <= 0x30f6) {
    const hiragana = String.fromCodePoint(code - 0x60);
    return FULL_KANA[hiragana] ?? hiragana;
  }
  if (code >= 0x3041 && code <= 0x3096) return FULL_KANA[ch] ?? ch;
  if (/\p{Script=Han}/u.test(ch)) return TRADITIONAL_TO_SIMPLIFIED.get(ch) ?? ch;
  if (/\p{M}/u.test(ch)) return '';
  return SPECIAL_LETTERS[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
}

const TYPED_APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '´', '`']);

// Folding a character is a few lookups; the cache keeps the common ones, by code point, so a
// character met before costs no string. null: the character folds to itself.
const foldedCode = perCharacterCache((code: number): string | null => {
  const ch = String.fromCodePoint(code);
  const folded = TYPED_APOSTROPHES.has(ch) ? "'" : foldOne(ch);
  return folded === ch ? null : folded;
});

const foldedText = (text: string) => withCodePointsReplaced(text.toLowerCase(), foldedCode, 0x80);

// detect() and the draft check fold a visible text with Chinese or Japanese characters twice,
// for the view's stream and for the classifiers' tokens, with words and runs, shorter as a rule,
// folded between: the last text this long is remembered with its fold, which is the same
// wherever it is asked (foldCharacters is pure). A word or a run is folded anew: it costs less
// than the comparison.
const REMEMBERED_FOLD_LENGTH = 256;
const rememberedFold = keptForLastText(foldedText);

/**
 * Lower case, straight apostrophes, then every non-ASCII character folded. A text is mostly
 * ASCII, or letters that fold to themselves, and a string built one character at a time was
 * most of the cost.
 */
export function foldCharacters(text: string): string {
  return text.length < REMEMBERED_FOLD_LENGTH ? foldedText(text) : rememberedFold(text);
}

/**
 * `text` with each character `replacement` names replaced (null: it stays), copied in slices
 * between them, by code point (a surrogate pair is one character). Characters below `from`
 * (ASCII, for 0x80) are kept without asking. A string built a character at a time made a string
 * per character, for every word of a text (docs/decisions/077).
 */
export function withCodePointsReplaced(
  text: string,
  replacement: (code: number) => string | null,
  from = 0,
): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length;) {
    if (text.charCodeAt(i) < from) {
      i += 1;
      continue;
    }
    const code = text.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    const replaced = replacement(code);
    if (replaced !== null) {
      out += text.slice(copied, i) + replaced;
      copied = i + width;
    }
    i += width;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** A character's replacement by its code, null when it stays (see withCodePointsReplaced). */
type UnitTable = (code: number) => string | null;

/** A table of single-unit characters, looked up by their code: no string made to ask. */
function byUnit(table: Readonly<Record<string, string>>): UnitTable {
  const units = new Map<number, string>();
  for (const [ch, replacement] of Object.entries(table)) {
    if (ch.length !== 1) throw new Error(`fold: "${ch}" is not one UTF-16 unit`);
    units.set(ch.charCodeAt(0), replacement);
  }
  return (code) => units.get(code) ?? null;
}

// Cyrillic and Greek letters that pose as Latin ones (lower case, after folding), and back.
const AS_LATIN = byUnit({
  а: 'a',
  в: 'b',
  е: 'e',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  г: 'r',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
});
const AS_CYRILLIC = byUnit({
  a: 'а',
  b: 'в',
  e: 'е',
  k: 'к',
  m: 'м',
  h: 'н',
  o: 'о',
  n: 'п',
  p: 'р',
  c: 'с',
  t: 'т',
  y: 'у',
  x: 'х',
  u: 'и',
  '3': 'з',
  '6': 'б',
});

/** Greek and Cyrillic, by code point: this runs on every word. */
const isGreekOrCyrillic = (code: number) => code >= 0x370 && code <= 0x52f;

/**
 * A word that mixes Latin with Cyrillic or Greek letters is a spoof of one of them: the
 * minority script's letters become their look-alikes in the majority's ("kіll" with a
 * Cyrillic і is "kill", "yбить" with a Latin y is "убить"). Words in one script are untouched.
 */
export function unmixScripts(word: string): string {
  const { latin, other } = letterCounts(word);
  if (latin === 0 || other === 0) return word;
  return withCodePointsReplaced(word, latin >= other ? AS_LATIN : AS_CYRILLIC);
}

function letterCounts(word: string): { latin: number; other: number } {
  let latin = 0;
  let other = 0;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 97 && code <= 122) latin += 1;
    else if (isGreekOrCyrillic(code)) other += 1;
  }
  return { latin, other };
}

const GREEK_OR_CYRILLIC = /[\u0370-\u052f]/;
// The marks contact details are joined by: only a run with one is read, found from the mark
// (a callback for every run of a Russian text was most of this function's time).
const JOIN_MARKS = /[@._]/g;
const SPACE = /\s/;

/**
 * A run joined by "@", "." or "_" that mixes Latin with Cyrillic or Greek letters, read as
 * Latin, as contact details are written: "аnnаbеllе.rоsе@gmаil.соm" (Cyrillic а, е, о, с) is
 * "annabelle.rose@gmail.com". Read word by word, "соm" has no Latin letter to tell it by. Lower
 * case in, lower case out; linear: each run is read once, from its first mark.
 */
export function joinedRunsAsLatin(text: string): string {
  if (!GREEK_OR_CYRILLIC.test(text)) return text;
  let out = '';
  let copied = 0;
  JOIN_MARKS.lastIndex = 0;
  for (let mark = JOIN_MARKS.exec(text); mark !== null; mark = JOIN_MARKS.exec(text)) {
    let start = mark.index;
    while (start > copied && !SPACE.test(text[start - 1] ?? ' ')) start -= 1;
    let end = mark.index + 1;
    while (end < text.length && !SPACE.test(text[end] ?? ' ')) end += 1;
    JOIN_MARKS.lastIndex = end;
    const run = text.slice(start, end);
    const asLatin = runAsLatin(run);
    if (asLatin === run) continue;
    out += text.slice(copied, start) + asLatin;
    copied = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function runAsLatin(run: string): string {
  const { latin, other } = letterCounts(run);
  if (latin === 0 || other === 0) return run;
  const asLatin = withCodePointsReplaced(run, AS_LATIN);
  // Only when every such letter has a Latin look-alike: a Russian word in the run
  // ("n.orlova[собачка]bk", "katya-smirnova.рф") is written, not spoofed.
  return letterCounts(asLatin).other === 0 ? asLatin : run;
}

// Digits and symbols written for letters. "1" is "i" or "l": both readings are kept.
const LEET_BY_CHARACTER: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
// The second reading: "1" as "l".
const LEET = byUnit(LEET_BY_CHARACTER);
const LEET_ONE_AS_L = byUnit({ ...LEET_BY_CHARACTER, '1': 'l' });

// Patterns asked of every word or character are made once here: a pattern literal in a
// function makes a new RegExp object each time it is evaluated.
const LEET_CHARACTER = /[0-9@$!|]/;
const NUMBER_WITH_UNIT = /^[0-9]{2,}\p{L}{0,3}$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const CYRILLIC_LEET_CHARACTER = /[0-9@]/;
const ASCII_LETTER = /[a-z]/;

/**
 * The readings of a word with digits or symbols among Latin letters ("k1ll" → "kill",
 * "ki11" → "kiii" and "kill"); a word of digits only is a number and stays one.
 */
export function leetReadings(word: string): string[] {
  // Every reading below needs one of these; most words have none, and skip the patterns.
  if (!LEET_CHARACTER.test(word)) return [word];
  // A number with its unit ("10km", "1.299.000đ") is a number, not leetspeak.
  if (NUMBER_WITH_UNIT.test(word)) return [word];
  if (CYRILLIC.test(word) && CYRILLIC_LEET_CHARACTER.test(word)) return cyrillicLeet(word);
  if (!ASCII_LETTER.test(word)) return [word];
  const asI = withCodePointsReplaced(word, LEET);
  // Only a "1" reads two ways.
  return word.includes('1') ? [asI, withCodePointsReplaced(word, LEET_ONE_AS_L)] : [asI];
}

// Cyrillic leetspeak: "3" is е in "ум3р3ть" and з in "3арежу"; both readings are kept.
const CYRILLIC_LEET: Readonly<Record<string, string>> = {
  '0': 'о',
  '4': 'ч',
  '6': 'б',
  '@': 'а',
};

const CYRILLIC_LEET_3_AS_E = byUnit({ ...CYRILLIC_LEET, '3': 'е' });
const CYRILLIC_LEET_3_AS_ZE = byUnit({ ...CYRILLIC_LEET, '3': 'з' });

function cyrillicLeet(word: string): string[] {
  const asE = withCodePointsReplaced(word, CYRILLIC_LEET_3_AS_E);
  // Only a "3" reads two ways.
  return word.includes('3') ? [asE, withCodePointsReplaced(word, CYRILLIC_LEET_3_AS_ZE)] : [asE];
}

/**
 * Whether a character may come `times` times in a row: a UTF-16 unit does, or the text has a
 * surrogate pair (whose repeats repeat no unit). Most words and texts have neither, and are
 * spared the work of cutting repeats.
 */
export function mayRepeat(text: string, times = 2): boolean {
  let previous = -1;
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) return true;
    run = code === previous ? run + 1 : 1;
    if (run >= times) return true;
    previous = code;
  }
  return false;
}

/** Letters repeated for emphasis ("diiiie", "killll") read once; the lexicon is folded alike. */
export function squeezeRepeats(word: string): string {
  return squeezed(word, 1);
}

/** Each run of one letter cut to `longest` letters. */
function squeezed(word: string, longest: number): string {
  if (!mayRepeat(word, longest + 1)) return word;
  let out = '';
  let previous = '';
  let run = 0;
  for (const ch of word) {
    run = ch === previous ? run + 1 : 1;
    if (run <= longest || !ANY_LETTER.test(ch)) out += ch;
    previous = ch;
  }
  return out;
}

/** Squeezed to this many letters or fewer, a word's doubled letters are part of it. */
const SHORT_WORD = 2;

/**
 * A word as the lexicon's words are folded: letters repeated for emphasis read once, except in
 * a word that would be left with two letters or fewer. There a doubled letter is part of the
 * word: French "jpp" ("j'en peux plus") is not "jp", which ends every Japanese address, nor is
 * "odd" the overdose "od", "too" "to", "off" "of" or "ill" French "il" (docs/decisions/070).
 */
export function squeezeWord(word: string): string {
  return lexiconForm(word, squeezed(word, 1));
}

/** squeezeWord, given the word squeezed to one letter already. */
const lexiconForm = (word: string, once: string) =>
  once.length > SHORT_WORD && [...once].length > SHORT_WORD ? once : squeezed(word, 2);

const VOWEL = /[aeiouyаеёиоуыэюя]/u;

/**
 * A word of the text as the lexicon's are folded (squeezeWord), and also squeezed to one
 * letter where a short word was stretched: a letter typed three times or more, or a vowel
 * doubled ("meee", "mee", "nooo" are "me" and "no" too; "odd" and "jpp" are not "od" and "jp").
 */
export function squeezedReadings(word: string): string[] {
  const once = squeezed(word, 1);
  const asLexicon = lexiconForm(word, once);
  if (once === asLexicon) return [asLexicon];
  const stretched = mayRepeat(word, 3) || doubledVowel(word);
  return stretched ? [asLexicon, once] : [asLexicon];
}

/** Whether a vowel is typed twice in a row ("mee", "noo"). */
function doubledVowel(word: string): boolean {
  let previous = '';
  for (const ch of word) {
    if (ch === previous && VOWEL.test(ch)) return true;
    previous = ch;
  }
  return false;
}
