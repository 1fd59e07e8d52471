// Email addresses and web addresses read as a sequence of words and symbols, with the usual
// disguises undone first: "(at)", "[dot]", "google[.]com", "jane at gmail dot com", spaces
// around the symbols, letters typed one by one ("j a n e @ g m a i l . c o m"), and the
// spelled-out "@" and "." of every language ("arroba", "собака", "艾特", "点").
import { CJK } from '../fold.ts';
import { perCharacterCache } from '../per-character-cache.ts';
import {
  AT_WORDS,
  DOT_WORDS,
  escapeRegExp,
  PROVIDER_NAMES,
  SLASH_WORDS,
  SPELLED_PROVIDERS,
  UNDERSCORE_WORDS,
} from './contact-words.ts';
import { keptForLastText } from '../kept-for-last-text.ts';
import { withChineseDigits } from './phone.ts';
import { FREE_MAIL, SPELLED_DOMAINS, TOP_LEVEL_DOMAINS } from './top-level-domains.ts';

export type AddressToken =
  | { kind: 'word'; text: string }
  /**
   * `spelled`: written as a word ("dot"), or with spaces around it ("gmail . com").
   * `disguised`: a "." in brackets ("[.]"), or spelled in Chinese/Japanese between Latin
   * words ("mumu 点 site"): nobody writes that but to slip an address past a filter.
   * `standIn`: "#" or "★" typed for the "@" ("maianh#gmail.com", "# bằng @").
   * `mention`: an "@" typed against the name after it, a space before ("mình @linh.ngoc.art"):
   * how a handle is mentioned.
   */
  | {
      kind: '@' | '.';
      spelled: boolean;
      disguised?: boolean;
      standIn?: boolean;
      mention?: boolean;
    }
  | { kind: '/' }
  /**
   * Anything else: a symbol sequence never spans it. `symbol`: an emoji or a symbol between
   * two words ("alex🐶bk🔹ru"), which may stand for the "@" or the "." of an address.
   */
  | { kind: 'break'; symbol?: boolean };

const allForms = (list: typeof AT_WORDS) => [
  ...list.words,
  ...list.sequences.map((words) => words.join(' ')),
  ...list.cjk,
];

// "(at)", "[dot]", "{.}", "<@>", "'at'", "(a)", "(。)": a symbol, its name or the letter of the
// "@" inside brackets or quotes.
const BRACKETED = new RegExp(
  `[\\[({<【「『〔〖'"‘“«] ?(@|a|\\.|。|${[...allForms(AT_WORDS), ...allForms(DOT_WORDS)].map(escapeRegExp).join('|')}) ?[\\])}>】」』〕〗'"’”»]`,
  'gu',
);
const AT_FORMS = new Set(['@', 'a', ...allForms(AT_WORDS)]);

/**
 * `pattern`: a spelled symbol of more than one word, or in Chinese/Japanese, between two ASCII
 * words. A Chinese or Japanese one may touch them ("mumu点site"); Latin words stand apart, whole
 * words ("jane a t gmail", never the "a t" inside "situsnya teduh"). `somewhere`: the same with
 * the words around it matched, not looked behind: whether the pattern can match at all, in one
 * scan of a long text with no look-behind tried at every character.
 */
type SpelledBetween = { pattern: RegExp; somewhere: RegExp };

function spelledBetween(forms: string[], apart: boolean): SpelledBetween | null {
  if (forms.length === 0) return null;
  const space = apart ? ' ' : ' ?';
  const symbol = `(?:${forms.map(escapeRegExp).join('|')})`;
  return {
    pattern: new RegExp(`(?<=[a-z0-9]${space})${symbol}(?=${space}[a-z0-9])`, 'gu'),
    somewhere: new RegExp(`[a-z0-9]${space}${symbol}${space}[a-z0-9]`, 'u'),
  };
}

/** The text with each symbol `spelled` between two words written as `mark`. */
const withSpelledMarked = (text: string, spelled: SpelledBetween | null, mark: string) =>
  spelled !== null && spelled.somewhere.test(text) ? text.replace(spelled.pattern, mark) : text;
const SPELLED_AT_LATIN = spelledBetween(
  AT_WORDS.sequences.map((w) => w.join(' ')),
  true,
);
const SPELLED_AT_CJK = spelledBetween(AT_WORDS.cjk, false);
const SPELLED_DOT = spelledBetween(
  DOT_WORDS.sequences.map((w) => w.join(' ')),
  true,
);
const CJK_DOT = spelledBetween([...DOT_WORDS.cjk, '。'], false);

// "りん ドット かわぐち アットマーク gmail": a Japanese or Chinese name of the "@" or the "." that
// only means the symbol (two characters or more: "点", "在" are everyday words), standing alone
// between words of any script, a mailbox's name spelled in kana among them.
const STANDALONE_AT: ReadonlySet<string> = new Set(AT_WORDS.cjk.filter((w) => w.length >= 2));
const STANDALONE_DOT: ReadonlySet<string> = new Set(DOT_WORDS.cjk.filter((w) => w.length >= 2));

// A top-level domain said in kana after a spelled dot: "gmailドットコム" is gmail.com. The kana
// forms are those of the spelled providers (evasion-words.ts) that name a domain ending.
const KANA_DOMAINS: ReadonlyMap<string, string> = new Map(
  [...SPELLED_PROVIDERS].filter(
    ([word, name]) =>
      /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word) && TOP_LEVEL_DOMAINS.has(name),
  ),
);
const KANA_DOMAIN = new RegExp(
  `(${DOT_WORDS.cjk.map(escapeRegExp).join('|')}) ?(${[...KANA_DOMAINS.keys()].join('|')})`,
  'gu',
);

// A provider's name split in two ("g mail", "hot mail"): joined, so its domain reads whole.
const SPLIT_PROVIDER = /\b(g|hot|ya) (mail|hoo)\b/gu;

// "#", "★" typed for the "@" between a name and a domain ("wangjie1995#163.com", "ahua.studio
// # yeah.net").
const STAND_IN_AT = /(?<=[\p{L}\p{N}_] ?)[#★☆](?= ?[\p{L}\p{N}])/gu;
// A circle typed for it, only before a free mail provider ("uminoko 〇 gmail 。com"): "〇〇" also
// stands for a name left out.
const CIRCLE_AT = new RegExp(
  `(?<=[\\p{L}\\p{N}_] ?)[〇○◯](?= ?(?:${[...FREE_MAIL].join('|')})(?![\\p{L}\\p{N}]))`,
  'gu',
);
const HAS_STAND_IN = /[#★☆〇○◯]/;

/** Longest first, so "gờ meo" is read before a name inside it. */
const alternatives = (forms: Iterable<string>) =>
  [...forms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

// Providers said as they sound ("gờ meo", "gee mail", "じーめーる"): a Latin or Cyrillic name
// as a whole word, a kana or Chinese one wherever it stands.
const PROVIDER_KEYS = [...PROVIDER_NAMES.keys()];
// The word's start is checked by hand: a look-behind at every character is slow on a long text.
const SPOKEN_PROVIDER = new RegExp(
  [
    `(?:${alternatives(PROVIDER_KEYS.filter((k) => !CJK.test(k)))})(?![\\p{L}\\p{N}])`,
    alternatives(PROVIDER_KEYS.filter((k) => CJK.test(k))),
  ].join('|'),
  'gu',
);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a match found at `at` starts a word (or is Chinese/Japanese, which has no spaces). */
const startsWord = (text: string, at: number, match: string) =>
  CJK.test(match) || !LETTER_OR_DIGIT.test(text[at - 1] ?? ' ');

/**
 * The text with every provider said as it sounds written as its name ("gờ meo" → "gmail"). Asked
 * of the same text by the email check and by addressTokens: read once.
 */
export const withProviderNames = keptForLastText((text: string) =>
  text.replace(SPOKEN_PROVIDER, (name: string, at: number) =>
    startsWord(text, at, name) ? ` ${PROVIDER_NAMES.get(name) ?? name} ` : name,
  ),
);

const phraseForms = (list: typeof AT_WORDS) => [
  ...list.words,
  ...list.sequences.map((words) => words.join(' ')),
  ...list.cjk,
];

// "tasha underscore b", "tom tiret bas lefevre", "xiaoyu 下划线 2008": one name, "_" said.
// Each pattern starts at its space, the letter before it checked by hand: a look-behind tried
// at every character is slow on a long text.
const SPELLED_UNDERSCORE = new RegExp(
  ` (?:${alternatives(phraseForms(UNDERSCORE_WORDS))}) (?=[\\p{L}\\p{N}])`,
  'gu',
);

// "discord dot gg slash safespace22", "t punto me barra apoyo": a path's "/" said.
// A path may start with "+" ("t.me/+Xk29aLpQ7", an invitation).
const SPELLED_SLASH = new RegExp(
  ` (?:${alternatives(phraseForms(SLASH_WORDS))}) (?=[\\p{L}\\p{N}+])`,
  'gu',
);

/** Writes `symbol` for a spelled word found right after a letter or a digit. */
const afterLetter =
  (symbol: string) =>
  (whole: string, at: number, text: string): string =>
    LETTER_OR_DIGIT.test(text[at - 1] ?? ' ') ? symbol : whole;

// "www•seelenwege•ch": a bullet or a middle dot typed for the dots of a Latin address.
// Spaced too before an ending only sites have ("qq · com"); a list spaced with dots ("music ·
// art · life") is not an address.
const BULLET_DOT =
  /([a-z0-9])(?:[•∙·⋅]| [•∙·⋅] (?=(?:com|net|org|cn)(?![\p{L}\p{N}])))(?=[a-z0-9])/gu;
const HAS_BULLET = /[•∙·⋅]/;

// "ayoolaphotos🔹com", "t🔸me/lunatik_999": an emoji typed for a dot, against the words on
// either side, before an ending only sites have that ends the clause, or before a path ("haha😂net
// zero sleep" goes on as a sentence).
const EMOJI_DOT =
  /(?<=[a-z0-9])\p{Extended_Pictographic}(?=(?:com|net|org|info|io|ru|jp|cn|vn|br)(?:[/.,!?)）]|\s*$)|[a-z]{2,6}\/)/gu;
// An emoji right after a letter or a digit, as EMOJI_DOT has it: a text without one is spared its
// look-behind. Found from the letter: a Chinese, Japanese or Russian text has few to try.
const EMOJI_AFTER_WORD = /[a-z0-9]\p{Extended_Pictographic}/u;

// "elblogdejuanma,com": a comma typed for the dot before an ending only sites have, no space
// on either side (a list is typed "juan, com…").
const COMMA_DOT = /([a-z0-9]),(?=(?:com|net|org)(?![\p{L}\p{N}]))/gu;

// "atgmaildotcom": the "@", a free mail provider, a dot and its ending, all in one word.
const LATIN_FORMS = (list: typeof AT_WORDS) => [...list.words].filter((w) => /^[a-z]{2,}$/.test(w));
const GLUED_ADDRESS = new RegExp(
  `(${alternatives(LATIN_FORMS(AT_WORDS))})(${alternatives(
    [...FREE_MAIL].filter((name) => /^[a-z]{3,}$/.test(name)),
  )})(?:(${alternatives(LATIN_FORMS(DOT_WORDS))})(${alternatives(
    [...TOP_LEVEL_DOMAINS].filter((tld) => /^[a-z]{2,4}$/.test(tld)),
  )}))(?![\\p{L}\\p{N}])`,
  'gu',
);

/** "atgmaildotcom" as " at gmail dot com ". */
const unglued = (text: string) =>
  text.replace(
    GLUED_ADDRESS,
    (whole: string, at: string, provider: string, dot: string, top: string, offset: number) =>
      startsWord(text, offset, whole) ? ` ${at} ${provider} ${dot} ${top} ` : whole,
  );

/** One character, counting a pair of UTF-16 surrogates as one, without spreading the string. */
const oneCharacter = (part: string) =>
  part.length === 1 || (part.length === 2 && (part.codePointAt(0) ?? 0) > 0xffff);

// Four single characters (code points, no space among them) one space apart, each between
// spaces or the text's ends: what every run joined below is.
const FOUR_SPACED_CHARACTERS = /(?:^| )\S \S \S \S(?: |$)/u;

/** Joins four or more single characters typed one space apart ("g m a i l . c o m"). */
function joinSpacedCharacters(text: string): string {
  // A text without such a run (nearly every text) would be split and joined back as it was.
  if (!FOUR_SPACED_CHARACTERS.test(text)) return text;
  const parts = text.split(' ');
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 4) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const part of parts) {
    if (oneCharacter(part) && !/\s/.test(part)) run.push(part);
    else {
      flush();
      out.push(part);
    }
  }
  flush();
  return out.join(' ');
}

// A character of an address's word: a letter or digit of any script, "_", "%", "+" or "-".
const WORD_CHARACTER = /[\p{L}\p{N}_%+-]/u;
const isWordCharacter = perCharacterCache((code: number) =>
  WORD_CHARACTER.test(String.fromCodePoint(code)),
);

/**
 * Whether a chunk is one word, all of it WORD_CHARACTERs (as /^[\p{L}\p{N}_%+-]+$/u says).
 * Read by code point, each character's answer remembered: the Unicode pattern, asked of every
 * chunk of a text, was half of addressTokens' splitting on a Vietnamese long post.
 */
export function isAddressWord(text: string): boolean {
  if (text === '') return false;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    if (!isWordCharacter(code)) return false;
    i += code > 0xffff ? 2 : 1;
  }
  return true;
}

/**
 * "arobaz,", "l'escargot": a word against a comma, a quote or an elided article, not inside an
 * address ("uns(dot)at/forum").
 */
const onlyPunctuationBeside = (pieces: readonly string[], at: number) =>
  pieces.length > 1 &&
  pieces.every(
    (piece, i) =>
      i === at ||
      (i === at - 2 && /^[a-z]$/.test(piece)) ||
      (!isAddressWord(piece) && !/^[@./]$/.test(piece)),
  );

// One emoji or symbol, with the space beside it: "🌙", "🔹", "⭐".
const STAND_IN_SYMBOL = /^ ?[\p{So}\p{Extended_Pictographic}] ?$/u;

/** Every emoji and symbol that stands in is at U+2000 or above: ASCII punctuation is spared. */
const maySymbol = (piece: string) => piece.charCodeAt(piece.length - 1) >= 0x2000;

// "在" is also Chinese's everyday "at, in": only the "@"'s own names count here.
const AT_CJK = AT_WORDS.cjk.filter((at) => at.length >= 2);

/**
 * "lanse_haibian 艾特 一六三 点 com": a provider named by digits said as Chinese numerals, read
 * as digits where the "@" is said in Chinese (anywhere else the numerals stay words).
 */
const withProviderDigits = (text: string) =>
  AT_CJK.some((at) => text.includes(at)) ? withChineseDigits(text) : text;

/**
 * Whether ".com" typed apart from the word before it ends an address: the word is a free mail
 * provider ("gmail .com"), or the last label of a chain ("www. parlons-ensemble .org"); never
 * "C# and .NET".
 */
function endingAfterName(tokens: readonly AddressToken[], ending: string | undefined): boolean {
  const name = tokens.at(-1);
  if (ending === undefined || !SPELLED_DOMAINS.has(ending) || name?.kind !== 'word') return false;
  return FREE_MAIL.has(name.text) || tokens.at(-2)?.kind === '.';
}

// "ww w.", "w ww .": the "www" of an address typed apart.
const SPLIT_WWW = /(?<![\p{L}\p{N}])(?:w w ?w|ww w)(?= ?\.)/gu;

/**
 * Every chunk addressTokens reads as a spelled "@" or "." or a provider by its name: nearly no
 * chunk of a text is one, and one look-up spares such a chunk the other four.
 */
const NAMED_CHUNKS: ReadonlySet<string> = new Set([
  ...AT_WORDS.words,
  ...STANDALONE_AT,
  ...DOT_WORDS.words,
  ...STANDALONE_DOT,
  ...SPELLED_PROVIDERS.keys(),
]);

/** The tokens of a text already normalised by `contactText`. */
export function addressTokens(normalised: string): AddressToken[] {
  let text = unglued(
    withProviderNames(
      joinSpacedCharacters(withProviderDigits(normalised.replace(SPLIT_WWW, 'www'))),
    ),
  )
    .replace(SPLIT_PROVIDER, '$1$2')
    .replace(SPELLED_UNDERSCORE, afterLetter('_'))
    .replace(SPELLED_SLASH, afterLetter(' / '));
  if (HAS_BULLET.test(text)) text = text.replace(BULLET_DOT, '$1 \u0004 ');
  if (text.includes(',')) text = text.replace(COMMA_DOT, '$1 \u0004 ');
  if (EMOJI_AFTER_WORD.test(text)) text = text.replace(EMOJI_DOT, ' \u0004 ');
  // The look-behind is slow on a long text: read only when one of its symbols is there at all.
  if (HAS_STAND_IN.test(text)) {
    text = text.replace(STAND_IN_AT, ' \u0006 ').replace(CIRCLE_AT, ' \u0006 ');
  }
  text = text.replace(
    KANA_DOMAIN,
    (_, dot: string, domain: string) => `${dot}${KANA_DOMAINS.get(domain) ?? domain}`,
  );
  // Brackets are a disguise, not a word: the symbol counts as typed.
  text = text.replace(BRACKETED, (_, inside: string) =>
    AT_FORMS.has(inside) ? ' \u0003 ' : ' \u0004 ',
  );
  text = withSpelledMarked(text, SPELLED_AT_LATIN, ' \u0001 ');
  text = withSpelledMarked(text, SPELLED_AT_CJK, ' \u0001 ');
  text = withSpelledMarked(text, SPELLED_DOT, ' \u0002 ');
  text = withSpelledMarked(text, CJK_DOT, ' \u0005 ');
  const tokens: AddressToken[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (chunk === '') continue;
    if (chunk === '\u0003') {
      tokens.push({ kind: '@', spelled: false });
      continue;
    }
    if (chunk === '\u0004' || chunk === '\u0005') {
      tokens.push({ kind: '.', spelled: chunk === '\u0005', disguised: true });
      continue;
    }
    if (chunk === '\u0006') {
      tokens.push({ kind: '@', spelled: false, standIn: true });
      continue;
    }
    const named = NAMED_CHUNKS.has(chunk);
    if (chunk === '\u0001' || (named && (AT_WORDS.words.has(chunk) || STANDALONE_AT.has(chunk)))) {
      tokens.push({ kind: '@', spelled: true });
      continue;
    }
    if (
      chunk === '\u0002' ||
      (named && (DOT_WORDS.words.has(chunk) || STANDALONE_DOT.has(chunk)))
    ) {
      tokens.push({ kind: '.', spelled: true });
      continue;
    }
    // "инбокс", "ру": a provider or a domain written in another script.
    const provider = named ? SPELLED_PROVIDERS.get(chunk) : undefined;
    if (provider !== undefined) {
      tokens.push({ kind: 'word', text: provider });
      continue;
    }
    // Most chunks are one plain word, which the split below would return whole: read as one.
    if (isAddressWord(chunk)) {
      tokens.push({ kind: 'word', text: chunk });
      continue;
    }
    // Inside a chunk: words, "@", "." and "/" as typed; a lone "@" or "." is spaced.
    const pieces = chunk.split(/([@./]|[^\p{L}\p{N}_%+\-@./]+)/u).filter((p) => p !== '');
    pieces.forEach((piece, i) => {
      // "gmail .com", "www. parlons-ensemble .org": a domain's ending typed against the space
      // after its name, which only a provider's name or a chain of labels has before it.
      if (piece === '.' && i === 0 && pieces.length === 2 && endingAfterName(tokens, pieces[1])) {
        tokens.push({ kind: '.', spelled: true });
        return;
      }
      // "nuanyang .club/room/88": a dot typed against a space still joins a domain to its path.
      const domainWithPath = i === 0 && isAddressWord(pieces[1] ?? '') && pieces[2] === '/';
      // "w w w . lanternes . art": the dot after a "www" always joins it to the name.
      const afterWww = i === pieces.length - 1 && pieces[i - 1] === 'www';
      if (
        piece === '.' &&
        pieces.length > 1 &&
        (i === 0 || i === pieces.length - 1) &&
        !domainWithPath &&
        !afterWww
      ) {
        // "…alone. im tired", "C# and .NET": a dot against a space on one side joins nothing.
        tokens.push({ kind: 'break' });
      } else if (piece === '@' && i === 0 && pieces.length > 1) {
        tokens.push({ kind: '@', spelled: false, mention: true });
      } else if (piece === '@' || piece === '.') {
        tokens.push({ kind: piece, spelled: pieces.length === 1 });
      } else if (AT_WORDS.words.has(piece) && onlyPunctuationBeside(pieces, i)) {
        // "arobaz,", "l'escargot": the "@" said, against a comma or an article.
        tokens.push({ kind: '@', spelled: true });
      } else if (piece === '/') tokens.push({ kind: '/' });
      else if (isAddressWord(piece)) tokens.push({ kind: 'word', text: piece });
      else tokens.push({ kind: 'break', symbol: maySymbol(piece) && STAND_IN_SYMBOL.test(piece) });
    });
  }
  return tokens;
}
