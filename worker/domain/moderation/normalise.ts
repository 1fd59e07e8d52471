// The view the hate check reads (hate.ts): the usual evasions (invisible characters, look-alike
// letters, leetspeak, spaced-out letters) undone. The detector has its own folding for the nine
// languages (schema/moderation/fold.ts); slurs need obscenity's English-specific transformers.
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { isLetterCode, withCodePointsReplaced } from '../../../schema/moderation/fold.ts';
import { perCharacterCache } from '../../../schema/moderation/per-character-cache.ts';

const SKELETON: Readonly<Record<string, string>> = confusables;

// Zero-width characters and joiners, the soft hyphen, bidi controls, variation selectors, tag
// characters, fillers: Unicode's Default_Ignorable_Code_Point, none of them visible.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** NFKC (full-width digits, ligatures, styled letters) without the invisible characters. */
function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

// The skeleton of a few Cyrillic and Greek letters is a small capital or other non-ASCII
// letter; these finish the job so "кill" reads as "kill".
const NEAR_LATIN: Readonly<Record<string, string>> = {
  ĸ: 'k',
  ᴛ: 't',
  ʜ: 'h',
  ʙ: 'b',
  ʍ: 'm',
  ꞓ: 'e',
  ɡ: 'g',
  ı: 'i',
};

const ASCII_WORD = /^[a-z]+$/;

/**
 * Maps a non-ASCII letter to the ASCII letter it poses as (UTS #39 confusables), but only
 * inside a word that also has ASCII letters: "kіll" with a Cyrillic і is "kill", while a
 * Russian or Greek word keeps its own letters for the checks in its language.
 */
function latinise(word: string): string {
  if (!/[a-z]/.test(word) || !/[\u0080-\u{10ffff}]/u.test(word)) return word;
  // In a Vietnamese word (ASCII letters and marked ones) nearly no character changes.
  return withCodePointsReplaced(word, latinCode);
}

/** One character of such a word: the ASCII letter it poses as, or itself. */
function latinCharOf(ch: string): string {
  const mapped = ch.charCodeAt(0) < 0x80 ? ch : (SKELETON[ch] ?? ch);
  const lower = (NEAR_LATIN[mapped] ?? mapped).toLowerCase();
  return ASCII_WORD.test(lower) ? lower : ch;
}

// Vietnamese or a spoof mixes scripts in every word: each character is worked out once, by its
// code point. null: the character stays as it is.
const latinCode = perCharacterCache((code: number): string | null => {
  const ch = String.fromCodePoint(code);
  const latin = latinCharOf(ch);
  return latin === ch ? null : latin;
});

/**
 * Whether a UTF-16 unit is one `\s` matches: the ASCII spaces, the line and paragraph
 * separators, the byte order mark and Unicode's space separators (Zs). By code, not by the
 * pattern: a Chinese or Japanese text is one long word, every character of it asked.
 */
const isSpace = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  if (code < 0xa0) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
};

/**
 * The text with `latinise` applied to each word (a run of non-spaces). Only a word with both an
 * ASCII letter and another character can change: one pass finds those, so the rest (nearly every
 * word) are neither cut out nor handed to a callback.
 */
function latiniseWords(text: string): string {
  let out = '';
  let copied = 0;
  let start = 0;
  let ascii = false;
  let other = false;
  for (let i = 0; i <= text.length; i += 1) {
    if (i === text.length || isSpace(text, i)) {
      if (ascii && other) {
        out += text.slice(copied, start) + latinise(text.slice(start, i));
        copied = i;
      }
      start = i + 1;
      ascii = false;
      other = false;
      continue;
    }
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) ascii = true;
    else if (code >= 0x80) other = true;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

// A "letter" separated from the next by one separator: "s.u.i.c.i.d.e", "k i l l", "f-a-g".
const SEPARATORS = new Set([...' .-_*,/\\|~+·•']);
const isSeparator = (ch: string | undefined) => ch !== undefined && SEPARATORS.has(ch);
// What every run below ends with: a separator, a letter, a separator and a last letter that ends
// its word ("k i l l": " l l"). The same separators as SEPARATORS; `\p{L}` and `[\p{L}\p{N}]` are
// the letter and the word character joinSpacedLetters asks for, ASCII or not. Its end, not its
// start: nearly every text has a word of one letter between two words ("what a day", Vietnamese
// "ở"), and few have two in a row. Found from the separator, with no look-behind, in one quick
// scan.
const SPACED_LETTERS = /[ .\-_*,/\\|~+·•]\p{L}[ .\-_*,/\\|~+·•]\p{L}(?![\p{L}\p{N}])/u;

/**
 * Joins runs of three or more single letters split by one separator each ("k i l l" → "kill",
 * "s.u.i.c.i.d.e" → "suicide"); two or more spaces still split words, so
 * "k i l l  y o u r s e l f" reads "kill yourself". One pass over the text.
 */
export function joinSpacedLetters(text: string): { text: string; runs: string[] } {
  const runs: string[] = [];
  // A run needs a lone letter, a separator, a letter, a separator and a letter in a row: a text
  // without them (nearly every text) is kept whole, without an array of its characters.
  if (!SPACED_LETTERS.test(text)) return { text, runs };
  const chars = [...text];
  // ASCII first: these run on every character.
  const isLetter = (i: number) => {
    const ch = chars[i] ?? '';
    const code = ch.charCodeAt(0);
    if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    return /\p{L}/u.test(ch);
  };
  const isWordEdge = (i: number) => {
    if (i < 0 || i >= chars.length) return true;
    const ch = chars[i] ?? '';
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      return !(
        (code >= 97 && code <= 122) ||
        (code >= 65 && code <= 90) ||
        (code >= 48 && code <= 57)
      );
    }
    return !/[\p{L}\p{N}]/u.test(ch);
  };
  // The text is copied in slices, between the runs: most texts have none, and are kept whole.
  let out = '';
  let copied = 0;
  let unit = 0;
  let i = 0;
  while (i < chars.length) {
    // A run starts at a lone letter followed by one separator and another letter.
    let end = i;
    let letters = 0;
    // The separator first: it is a look-up, and most characters are followed by none (the
    // letter tests are a Unicode pattern each outside ASCII: a Chinese text asked them of
    // every character).
    if (isSeparator(chars[i + 1]) && isLetter(i) && isWordEdge(i - 1)) {
      while (
        isLetter(end) &&
        isSeparator(chars[end + 1]) &&
        isLetter(end + 2) &&
        (isWordEdge(end + 3) || isSeparator(chars[end + 3]))
      ) {
        end += 2;
        letters += 1;
      }
    }
    if (letters >= 2) {
      let run = '';
      for (let k = i; k <= end; k += 2) run += chars[k] ?? '';
      runs.push(run);
      // A word of one letter before it is read into the run ("you are a f a g" is "afag"): the
      // run is read without its first letter too.
      if (letters >= 3) runs.push(run.slice((chars[i] ?? '').length));
      out += text.slice(copied, unit) + run;
      for (let k = i; k <= end; k += 1) unit += (chars[k] ?? '').length;
      copied = unit;
      i = end + 1;
    } else {
      unit += (chars[i] ?? '').length;
      i += 1;
    }
  }
  return { text: copied === 0 ? text : out + text.slice(copied), runs };
}

/**
 * The view the hate rules read: lower case, straight apostrophes, look-alike letters as
 * Latin, leetspeak between letters undone, spaced-out letters joined, letters repeated three
 * or more times cut to two, single spaces.
 */
export function normalise(text: string): { text: string; runs: string[] } {
  const lower = stripInvisible(text)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  const latin = latiniseWords(lower);
  // The look-behind is slow on a long text: read only when a masking symbol is there at all.
  const unmasked = /[*_~]/.test(latin) ? latin.replace(/(?<=\p{L})[*_~]+(?=\p{L})/gu, '') : latin;
  const joined = joinSpacedLetters(
    unmasked.replace(/(?<=[a-z])[013457@$!]|[013457@$](?=[a-z])/g, (ch) => LEET[ch] ?? ch),
  );
  return {
    text: withLongRepeatsCut(joined.text).replace(/\s+/g, ' '),
    runs: joined.runs.map(withLongRepeatsCut),
  };
}

/**
 * A letter repeated three or more times cut to two ("fuuuck" → "fuuck"), as
 * `replace(/(\p{L})\1{2,}/gu, '$1$1')` would: one pass by code point, copying the text in slices
 * between the runs it cuts, where a check for repeats and then the pattern were two passes
 * over every text, the pattern's a slow one.
 */
function withLongRepeatsCut(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    let end = i + width;
    while (end < text.length && text.codePointAt(end) === code) end += width;
    if (end - i >= 3 * width && isLetterCode(code)) {
      out += text.slice(copied, i + 2 * width);
      copied = end;
    }
    i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
