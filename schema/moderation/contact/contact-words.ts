// The nine languages' contact words gathered into the lookups the contact checks use.
import { deContact } from '../lexicon/de/contact.ts';
import { enContact } from '../lexicon/en/contact.ts';
import { esContact } from '../lexicon/es/contact.ts';
import { frContact } from '../lexicon/fr/contact.ts';
import { idContact } from '../lexicon/id/contact.ts';
import { jaContact } from '../lexicon/ja/contact.ts';
import { ruContact } from '../lexicon/ru/contact.ts';
import { viContact } from '../lexicon/vi/contact.ts';
import { zhContact } from '../lexicon/zh/contact.ts';
import type { ContactLexicon } from '../lexicon/types.ts';
import { CJK, joinedRunsAsLatin, unmixScripts, visibleText } from '../fold.ts';
import { EVASION_WORDS, type EvasionWords } from './evasion-words.ts';
import { perCharacterCache } from '../per-character-cache.ts';
import { keptForLastText } from '../kept-for-last-text.ts';

/** A literal word or phrase, safe inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every language's contact lexicon. */
export const CONTACT_LEXICONS: readonly ContactLexicon[] = [
  enContact,
  zhContact,
  viContact,
  frContact,
  jaContact,
  idContact,
  ruContact,
  esContact,
  deContact,
];

/**
 * Lower case, NFKC, no invisible characters, Cyrillic and Greek look-alikes inside an address
 * read as Latin: how the contact checks see every text.
 */
export function contactText(text: string): string {
  return lowerContactText(casedContactText(text));
}

/** `contactText` of a text already read by `casedContactText`. */
export function lowerContactText(cased: string): string {
  return joinedRunsAsLatin(cased.toLowerCase());
}

/** NFKC, no invisible characters, capitals kept: a name's capitals tell it from a sentence. */
export function casedContactText(text: string): string {
  const visible = visibleText(text);
  // "0️⃣7️⃣": a digit in a keycap is the digit.
  const unkeyed = visible.includes(KEYCAP) ? visible.replaceAll(KEYCAP, '') : visible;
  return unkeyed.replace(ARABIC_DIGITS, arabicDigitValue).replace(STYLED_LETTER, plainLetter);
}

// "ᴋᴀʏʟᴀ.ꜱᴇɴᴊᴀ", "🅰🅳🅸🆃🆈🅰": small capitals and letters in black circles and squares, which
// NFKC leaves as they are, typed for the plain letters of a name (data round 51).
// In the alphabet's order, so a small capital's place is its letter's; "x" has none and holds
// its place.
const SMALL_CAPITALS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ';
const STYLED_LETTER = /[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ]|[\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu;
const plainLetter = (letter: string) => {
  const code = letter.codePointAt(0) ?? 0;
  const boxed = code >= 0x1f170 ? code - 0x1f170 : code - 0x1f150;
  if (code >= 0x1f150) return String.fromCharCode(0x41 + boxed);
  return String.fromCharCode(0x61 + SMALL_CAPITALS.indexOf(letter));
};

const KEYCAP = '\u20e3';

// "٠٦ ٣٩ ٩٨ ٧٢ ١٥": the digits of Arabic script (and their Persian forms), which a phone on a
// Maghreb or Middle East keyboard types and NFKC leaves as they are.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const arabicDigitValue = (digit: string) => String((digit.charCodeAt(0) - 0x0660) % 0x90);

const words = (pick: (lexicon: ContactLexicon) => readonly string[]) =>
  CONTACT_LEXICONS.flatMap((lexicon) => pick(lexicon).map(contactText));

const EVASIONS: readonly EvasionWords[] = Object.values(EVASION_WORDS);

/** The detector's own evasion words of every language (evasion-words.ts). */
const evasions = (pick: (words: EvasionWords) => readonly string[] | undefined) =>
  EVASIONS.flatMap((list) => (pick(list) ?? []).map(contactText));

/** A per-language table of the evasion words (values or names), all languages in one lookup. */
const evasionTable = <Value>(
  pick: (words: EvasionWords) => Readonly<Record<string, Value>> | undefined,
): ReadonlyMap<string, Value> =>
  new Map(
    EVASIONS.flatMap((list) =>
      Object.entries(pick(list) ?? {}).map(([word, value]) => [contactText(word), value] as const),
    ),
  );

/**
 * Phrases split into words, the longer ones also by their first word (so a lookup tries only
 * the few that can start at a word); Chinese/Japanese phrases are matched inside the text.
 */
type Phrases = {
  words: Set<string>;
  sequences: string[][];
  byFirstWord: Map<string, string[][]>;
  /**
   * The words and the sequences' first words: the only words of a text a phrase outside
   * Chinese/Japanese starts at.
   */
  starts: Set<string>;
  cjk: string[];
  /** The Chinese/Japanese phrases by their first UTF-16 unit (see holdsCjkPhrase). */
  cjkByFirstUnit: Map<number, string[]>;
  /** holdsCjkPhrase's answers for the short runs it was asked about (see there). */
  cjkAnswers: Map<string, boolean>;
};

/** Chinese/Japanese phrases, and the same by their first UTF-16 unit (see holdsCjkPhrase). */
type CjkPhrases = Pick<Phrases, 'cjk' | 'cjkByFirstUnit' | 'cjkAnswers'>;

function phrases(list: string[]): Phrases {
  const words = new Set<string>();
  const sequences: string[][] = [];
  const byFirstWord = new Map<string, string[][]>();
  const cjk: string[] = [];
  for (const phrase of list) {
    if (CJK.test(phrase)) {
      cjk.push(phrase);
    } else if (phrase.includes(' ')) {
      const sequence = phrase.split(' ');
      sequences.push(sequence);
      const first = sequence[0] ?? '';
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), sequence]);
    } else words.add(phrase);
  }
  const starts = new Set([...words, ...byFirstWord.keys()]);
  return { words, sequences, byFirstWord, starts, ...cjkPhrases(cjk) };
}

function cjkPhrases(cjk: string[]): CjkPhrases {
  const cjkByFirstUnit = new Map<number, string[]>();
  for (const phrase of cjk) {
    const first = phrase.charCodeAt(0);
    cjkByFirstUnit.set(first, [...(cjkByFirstUnit.get(first) ?? []), phrase]);
  }
  return { cjk, cjkByFirstUnit, cjkAnswers: new Map() };
}

/** Answers kept per list, forgotten all at once when there are more. */
const MAX_CJK_ANSWERS = 4096;
/** Longer runs are searched each time: a kept answer keeps its run's string alive. */
const MAX_CJK_ANSWERED_LENGTH = 64;

/**
 * Whether `text` holds one of the list's Chinese/Japanese phrases: at each unit, only the
 * phrases that start with it are tried there. Asked of every run of a Japanese or Chinese text
 * for every list, searching the run for every phrase was most of the contact checks' time on a
 * long post (docs/benchmarks, moderation's slowest input). The checks ask it of the same run
 * again and again (a platform's name before and after each word, an invitation, a search), so a
 * short run's answer is kept (docs/decisions/077).
 */
export function holdsCjkPhrase(list: CjkPhrases, text: string): boolean {
  if (list.cjk.length === 0) return false;
  if (text.length > MAX_CJK_ANSWERED_LENGTH) return searchCjkPhrases(list, text);
  let answer = list.cjkAnswers.get(text);
  if (answer === undefined) {
    answer = searchCjkPhrases(list, text);
    if (list.cjkAnswers.size >= MAX_CJK_ANSWERS) list.cjkAnswers.clear();
    list.cjkAnswers.set(text, answer);
  }
  return answer;
}

function searchCjkPhrases(list: CjkPhrases, text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const starting = list.cjkByFirstUnit.get(text.charCodeAt(i));
    if (starting !== undefined && starting.some((phrase) => text.startsWith(phrase, i))) {
      return true;
    }
  }
  return false;
}

/** A word list's words and phrases (as typed, space between words), one regex alternation. */
export const spelledAlternatives = (list: Phrases) =>
  [...list.words, ...list.sequences.map((w) => w.join(' ')), ...list.cjk]
    .map(escapeRegExp)
    .join('|');

export const AT_WORDS = phrases([...words((l) => l.at), ...evasions((e) => e.at)]);
export const DOT_WORDS = phrases([...words((l) => l.dot), ...evasions((e) => e.dot)]);
export const PLATFORMS = phrases([...words((l) => l.platforms), ...evasions((e) => e.platforms)]);
export const INVITATIONS = phrases(words((l) => l.invitations));
export const PHONE_CUES = phrases(words((l) => l.phoneCues));
export const POINTERS = phrases(words((l) => l.pointers));
export const LOOK_WORDS = phrases(words((l) => l.lookWords));
export const HANDLE_WORDS = phrases([
  ...words((l) => l.handleWords),
  ...evasions((e) => e.idWords),
]);
export const ON_WORDS = phrases(words((l) => l.onWords));

/** Words that name an identifier ("id", "tên", "名前"): a plain name after one is a handle. */
export const ID_WORDS = phrases(evasions((e) => e.idWords));
/** Words that put a name after a platform ("as", "als"): only a handle-shaped name counts. */
export const INTRO_WORDS = phrases([
  ...words((l) => l.handleWords),
  ...evasions((e) => e.idWords),
  ...evasions((e) => e.introWords),
]);
/** Mail providers said as words ("яндекс", "谷歌邮箱"), beyond the domains. */
export const MAIL_PROVIDER_WORDS = phrases(evasions((e) => e.mailProviders));
/** Words between a provider and its mailbox ("adresse", "is", "почта"). */
export const MAILBOX_WORDS = phrases([
  ...words((l) => l.handleWords),
  ...evasions((e) => e.mailboxWords),
]);

/**
 * Words that put a place after a spelled "at" ("is", "ist", the "me" of "write me"): "my blog
 * is at x.wordpress.com" names a site, no mailbox.
 */
const INTRODUCING_AT: ReadonlySet<string> = new Set([
  ...MAILBOX_WORDS.words,
  ...INVITATIONS.sequences.map((sequence) => sequence.at(-1) ?? ''),
]);
export const introducesAt = (word: string) => INTRODUCING_AT.has(word);

/** Number words with their values ("quatorze" 14, "двести" 200). */
export const NUMBER_VALUES = evasionTable((e) => e.numbers);
/** Two number words that make one number ("quatre vingt" 80). */
export const NUMBER_PAIRS = evasionTable((e) => e.pairs);
/** Words that multiply the digit before them ("puluh" ×10). */
export const MULTIPLIERS = evasionTable((e) => e.multipliers);
/** Words that add ten to the digit before them ("belas"). */
export const PLUS_TEN: ReadonlySet<string> = new Set(evasions((e) => e.plusTen));
/** Words joining tens and units ("et", "y"). */
export const CONNECTORS: ReadonlySet<string> = new Set(evasions((e) => e.connectors));
/** Words repeating the digit after them ("double"). */
export const REPEATS = evasionTable((e) => e.repeats);

/** Words that make a sum of the numbers around them ("plus", "прибавь", "足す"). */
export const ARITHMETIC_WORDS: ReadonlySet<string> = new Set(evasions((e) => e.arithmetic));

/** Words said between the parts of a dictated number ("puis", "then"). */
export const NUMBER_FILLERS: ReadonlySet<string> = new Set(evasions((e) => e.numberFillers));
/** "same name as here", "gleicher Name": the account named by the poster's name on this site. */
export const SAME_NAME = phrases(evasions((e) => e.sameName));
/** The words "same name" phrases start with: most texts have none, and skip the word reading. */
export const SAME_NAME_START = new RegExp(
  [...SAME_NAME.words, ...SAME_NAME.sequences.map((w) => w[0] ?? ''), ...SAME_NAME.cjk]
    .map(escapeRegExp)
    .join('|'),
  'u',
);
/** "group", "channel", "群": a community on a platform, named in quotes. */
export const COMMUNITY_WORDS = phrases(evasions((e) => e.communityWords));
/** "called", "se llama", "heißt": a community's name follows. */
export const NAMING_WORDS = phrases(evasions((e) => e.namingWords));
/** "search", "ищите", "搜": a name to look up on a platform follows. */
export const SEARCH_WORDS = phrases(evasions((e) => e.searchWords));
/** "browser", "website", "no www": a bare domain is a site. */
export const WEB_CUES = phrases(evasions((e) => e.webCues));
/** "_" spelled out. */
export const UNDERSCORE_WORDS = phrases(evasions((e) => e.underscore));
/** Words that never name a site before a spelled "dot com" ("las punto com"). */
export const NOT_SITE_NAMES: ReadonlySet<string> = new Set(evasions((e) => e.notSiteNames));
/** "no spaces": the words before are one name. */
export const JOIN_NOTES = phrases(evasions((e) => e.joinNotes));
/** Providers and domains written in another script, with their Latin names. */
export const SPELLED_PROVIDERS = evasionTable((e) => e.spelledProviders);
/** Mail providers said as they sound ("gờ meo", "じーめーる"), with their Latin names. */
export const PROVIDER_NAMES = evasionTable((e) => e.providerNames);
/** Words said between an address's parts and its "@" ("the", "puis", "значок"). */
export const ADDRESS_FILLERS: ReadonlySet<string> = new Set(evasions((e) => e.addressFillers));
/** Words that say the text gives an email ("correo", "邮箱"). */
export const MAIL_WORDS = phrases(evasions((e) => e.mailWords));
/** ":" spelled out ("colon", "deux points"). */
export const COLON_WORDS = phrases(evasions((e) => e.colon));
/** "space" said for a dot ("spasi", "пробел"). */
export const SPACE_WORDS = phrases(evasions((e) => e.spaceWords));
/** "/" spelled out ("slash", "barra", "слэш"). */
export const SLASH_WORDS = phrases(evasions((e) => e.slash));

/** Words a number names something else after ("order", "bestell*" as a stem, "订单" inside). */
export const NOT_PHONE_BEFORE = (() => {
  const list = evasions((e) => e.notPhoneBefore);
  return {
    words: new Set(list.filter((w) => !w.endsWith('*') && !CJK.test(w) && !w.includes(' '))),
    stems: list.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
    ...cjkPhrases(list.filter((w) => CJK.test(w))),
  };
})();

/** "số báo danh", "nomor induk": the names of a non-phone number said in more than one word. */
export const NOT_PHONE_PHRASES = phrases(
  evasions((e) => e.notPhoneBefore).filter((w) => w.includes(' ') && !CJK.test(w)),
);

/**
 * Platforms whose accounts are numbers, by their names or a part of them ("企鹅号", "小红书号"):
 * the number after one is the account, a handle, not a phone.
 */
export const NUMBERED_PLATFORMS: readonly string[] = [
  'qq',
  '扣扣',
  '企鹅',
  '小红书',
  '小红薯',
  'bilibili',
  '哔哩哔哩',
  'b站',
  '抖音',
  'uid',
];

/**
 * Platforms where an account goes by its owner's name, as people write them ("phở bò" is
 * Vietnamese slang for Facebook): a name in capitals after one ("Fb mình: Nguyễn Thu Hà") finds
 * the person as a handle would.
 */
export const REAL_NAME_PLATFORMS = phrases(
  [
    'facebook',
    'fb',
    'face',
    'feis',
    'fesbuk',
    'pesbuk',
    'phây',
    'phở bò',
    'messenger',
    'mess',
    'mes',
    'zalo',
    'zl',
    'linkedin',
    'vk',
    'вк',
    'вконтакте',
    'вконтакті',
    'одноклассники',
    'одноклассниках',
    'fesnuk',
    // As Vietnamese say them (data round 50).
    'face bút',
    'phây bút',
    'phây búc',
    'mét xen giơ',
    'mét sen giơ',
  ].map(contactText),
);

/** "my", "me", "mình", "ku": the writer's own account, not a name in the news. */
export const OWN_WORDS = phrases(evasions((e) => e.ownWords));
/** "that's me", "profile picture": an account described is the writer's (EvasionWords). */
export const OWN_ACCOUNT_WORDS = phrases(evasions((e) => e.ownAccountWords));

/**
 * The stems of NOT_PHONE_BEFORE by their first UTF-16 unit's code: a word is held against the
 * few that start as it does, not all of them (every word of a number's clause is asked), and
 * no string is made for its first character.
 */
const NOT_PHONE_STEMS: ReadonlyMap<number, readonly string[]> = (() => {
  const byFirst = new Map<number, string[]>();
  for (const stem of NOT_PHONE_BEFORE.stems) {
    const first = stem.charCodeAt(0);
    byFirst.set(first, [...(byFirst.get(first) ?? []), stem]);
  }
  return byFirst;
})();

/** Whether a word starts with one of NOT_PHONE_BEFORE's stems; no array or callback made. */
function startsWithNonPhoneStem(word: string): boolean {
  const stems = NOT_PHONE_STEMS.get(word.charCodeAt(0));
  if (stems === undefined) return false;
  for (const stem of stems) if (word.startsWith(stem)) return true;
  return false;
}

/** Whether a word (as `contactWords` reads it) names an order, a parcel, a reference. */
export function namesANonPhone(word: string): boolean {
  return (
    NOT_PHONE_BEFORE.words.has(word) ||
    startsWithNonPhoneStem(word) ||
    (mayBeCjk(word) && holdsCjkPhrase(NOT_PHONE_BEFORE, word))
  );
}

/** "@everyone", "@tous": a whole group addressed, no account. */
export const GROUP_MENTIONS: ReadonlySet<string> = new Set(evasions((e) => e.groupMentions));
/** "first name", "prénom"; "last name", "nom": the parts of a name a mailbox is made of. */
export const FIRST_NAME_WORDS: readonly string[] = evasions((e) => e.firstName);
export const LAST_NAME_WORDS: readonly string[] = evasions((e) => e.lastName);

/** "trending", "热搜": a platform's trending topics. */
export const TREND_WORDS: readonly string[] = evasions((e) => e.trendWords);

/** "and", "but": where a new clause starts among the words before a number. */
export const CONJUNCTIONS: ReadonlySet<string> = new Set(evasions((e) => e.conjunctions));

/** Names of 10 to 99, each two digits of a dictated number ("douze", "trente"). */
export const TENS_WORDS: ReadonlySet<string> = new Set(words((l) => l.tens));

/** Every way to say a digit, mapped to the digit ("five" → "5", "chín" → "9"). */
export const DIGIT_WORDS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const lexicon of CONTACT_LEXICONS) {
    lexicon.digits.forEach((names, digit) => {
      for (const name of names) map.set(contactText(name), String(digit));
    });
  }
  return map;
})();

/**
 * Whether a word can hold a Chinese or Japanese character: all of them (Han, kana, "ー", "々")
 * are at U+2E80 or above, so a word without such a unit is spared the pattern.
 */
export function mayBeCjk(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) if (word.charCodeAt(i) >= 0x2e80) return true;
  return false;
}

/** Whether `tokens` holds the words of `sequence` from `at` on. */
function sequenceAt(sequence: readonly string[], tokens: readonly string[], at: number): boolean {
  for (let i = 0; i < sequence.length; i += 1) if (tokens[at + i] !== sequence[i]) return false;
  return true;
}

/**
 * Whether `tokens` (lower case words) holds one of the phrases at `at`: returns its length in
 * words, 0 when none starts there.
 */
export function phraseAt(list: Phrases, tokens: readonly string[], at: number): number {
  const token = tokens[at] ?? '';
  // Asked of nearly every word of a text for a dozen lists, which few words start a phrase of:
  // one look-up turns such a word to the Chinese/Japanese phrases, all that is left to ask.
  if (!list.starts.has(token)) return mayBeCjk(token) && holdsCjkPhrase(list, token) ? 1 : 0;
  let longest = list.words.has(token) ? 1 : 0;
  // Asked of every word of a text: most start no sequence, and no array or callback is made.
  const sequences = list.byFirstWord.get(token);
  if (sequences !== undefined) {
    for (const sequence of sequences) {
      if (sequence.length > longest && sequenceAt(sequence, tokens, at)) longest = sequence.length;
    }
  }
  if (longest === 0 && mayBeCjk(token) && holdsCjkPhrase(list, token)) longest = 1;
  return longest;
}

/**
 * The characters of a Chinese/Japanese run, as a pattern's class: the contact checks read such a
 * run as one word.
 */
const CJK_RUN_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const CJK_RUN_CHAR = new RegExp(`[${CJK_RUN_CLASS}]`, 'u');
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
/** What a character is to contactWords: 1 in a Chinese/Japanese run, 2 in a word, 0 between. */
const WORD_CLASS_CJK = 1;
export const WORD_CLASS_WORD = 2;
export const wordClassOf = perCharacterCache((code: number): number => {
  if (code < 0x80) {
    const letterOrDigit =
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    return letterOrDigit ? WORD_CLASS_WORD : 0;
  }
  const ch = String.fromCodePoint(code);
  if (CJK_RUN_CHAR.test(ch)) return WORD_CLASS_CJK;
  return LETTER_OR_NUMBER.test(ch) ? WORD_CLASS_WORD : 0;
});

/**
 * contactWords of a whole text, read once however many checks ask: the email, handle and link
 * checks each look for their phrases among the words of the same text.
 */
export const textWords: (text: string) => readonly string[] = keptForLastText(contactWords);

/**
 * The words of a text for the phrase lookups: letters and digits, a Chinese/Japanese run apart.
 * Read by code point, each character's class remembered: the Unicode pattern this replaces
 * (script classes and a look-ahead at every character) was a tenth of the contact checks' time
 * on a long post.
 */
export function contactWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  let runClass = 0;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    const wordClass = wordClassOf(code);
    if (wordClass !== runClass) {
      if (runClass !== 0) words.push(unmixScripts(text.slice(start, i)));
      start = i;
      runClass = wordClass;
    }
    i += code > 0xffff ? 2 : 1;
  }
  if (runClass !== 0) words.push(unmixScripts(text.slice(start)));
  return words;
}
