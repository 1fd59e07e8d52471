// Social handles: "@luna_rose", "lunarose#1234", "ig: luna.rose", "my snap is lunarose22",
// "snapchat lunarose", "follow luna_rose on insta", "add me on discord", "加个vx luna123",
// "微信号: luna123". Digits stay digits here (a name like "thread5-ab12" is not "threads").
import { isCjkCode, isWordCode } from '../fold.ts';
import { perCharacterCache } from '../per-character-cache.ts';
import type { ContactInput } from './contact.ts';
import {
  AT_WORDS,
  COMMUNITY_WORDS,
  textWords,
  holdsCjkPhrase,
  DOT_WORDS,
  escapeRegExp,
  spelledAlternatives,
  GROUP_MENTIONS,
  HANDLE_WORDS,
  ID_WORDS,
  INTRO_WORDS,
  INVITATIONS,
  LOOK_WORDS,
  namesANonPhone,
  NAMING_WORDS,
  NOT_SITE_NAMES,
  NUMBERED_PLATFORMS,
  OWN_ACCOUNT_WORDS,
  OWN_WORDS,
  ON_WORDS,
  phraseAt,
  PLATFORMS,
  POINTERS,
  REAL_NAME_PLATFORMS,
  SAME_NAME,
  SAME_NAME_START,
  SEARCH_WORDS,
  SLASH_WORDS,
  TREND_WORDS,
  UNDERSCORE_WORDS,
} from './contact-words.ts';
import { FREE_MAIL, SPELLED_DOMAINS, TOP_LEVEL_DOMAINS } from './top-level-domains.ts';
import { withChineseDigits } from './phone.ts';

/**
 * `pause`: a comma; it closes a clause but an invitation reads across it ("DMして、インスタで").
 * `url`: a word glued to a "/" ("fb.com/minhkhoa", "t.me/x"): a link's business, not a handle.
 */
type Token = {
  text: string;
  kind: 'word' | 'cjk' | 'mark' | 'end' | 'pause' | 'url';
  /** Where the token starts and ends in the text: a name in quotes, digits glued to a name. */
  start: number;
  end: number;
};

/** A unit of a handle: "_", or a letter or digit outside Chinese/Japanese. -1 is none. */
const isHandleUnit = (code: number) => code === 0x5f || (isWordCode(code) && !isCjkCode(code));
/** ". _ # ' -": inside a handle, between two of its units. */
const isInnerUnit = (code: number) =>
  code === 0x2e || code === 0x5f || code === 0x23 || code === 0x27 || code === 0x2d;
type LoneKind = 'mark' | 'end' | 'pause';
const codesOf = (characters: string, kind: LoneKind) =>
  [...characters].map((ch) => [ch.charCodeAt(0), kind] as const);
/** The token each makes alone: a ":" or a dash that introduces, a clause's end, a pause. */
const LONE_KINDS: ReadonlyMap<number, LoneKind> = new Map([
  ...codesOf(':=：>→—–', 'mark'),
  ...codesOf('.!?\n。！？;', 'end'),
  ...codesOf(',，、', 'pause'),
]);
const SPACE = /\s/;

/**
 * The kind of token the character at `i` makes alone, if any: LONE_KINDS' characters by a table
 * of their codes (a pattern per kind was asked of every space of a text), and a "-" before a
 * space or the text's end, a mark.
 * @internal exported for its test
 */
export function loneTokenKind(text: string, i: number): LoneKind | undefined {
  const code = text.charCodeAt(i);
  if (code === 0x2d) return SPACE.test(text[i + 1] ?? ' ') ? 'mark' : undefined;
  return LONE_KINDS.get(code);
}

/**
 * Words (with the "_", "." and "#" handles have), Chinese/Japanese runs, ":" marks, clause ends.
 * Read by UTF-16 unit and its code: a string per character was most of this function's time.
 */
function handleTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const unitAt = (k: number) => (k < text.length ? text.charCodeAt(k) : -1);
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isCjkCode(code)) {
      let j = i;
      while (j < text.length && isCjkCode(text.charCodeAt(j))) j += 1;
      tokens.push({ text: text.slice(i, j), kind: 'cjk', start: i, end: j });
      i = j;
    } else if (isHandleUnit(code) || (code === 0x40 && isHandleUnit(unitAt(i + 1)))) {
      let j = i + 1;
      while (
        j < text.length &&
        (isHandleUnit(text.charCodeAt(j)) ||
          (isInnerUnit(text.charCodeAt(j)) && isHandleUnit(unitAt(j + 1))))
      ) {
        j += 1;
      }
      const inUrl = text[j] === '/' || text[i - 1] === '/';
      tokens.push({ text: text.slice(i, j), kind: inUrl ? 'url' : 'word', start: i, end: j });
      i = j;
    } else {
      const kind = loneTokenKind(text, i);
      if (kind !== undefined) tokens.push({ text: text[i] ?? '', kind, start: i, end: i + 1 });
      i += 1;
    }
  }
  return tokens;
}

const AT_HANDLE = /^@[a-z_][a-z0-9_.]{1,29}$/;
const DISCORD_TAG = /^[\p{L}\p{N}_.]{2,32}#\d{4}$/u;
const HANDLE_SHAPE = /^@?[a-z0-9_.-]{3,30}$/;

// "11pm", "5km", "2nd", "7.5h", "3.6m", "250ml": a number with its unit, a time or a rank.
const NUMBER_WITH_UNIT =
  /^[0-9]+(?:[.:][0-9]+)?(?:am|pm|h|hr|hrs|min|k|km|kg|st|nd|rd|th|m|cm|mm|g|mg|l|ml|s)$/;

/** "luna_rose", "luna.rose", "lunarose22", "finnlord_": a name only an account would have. */
// "h24", "a4", "s21": a letter and a number, an hour, a paper size, a model.
const LETTER_AND_NUMBER = /^[a-z][0-9]{1,3}$/;

// "3x2" (3x² once NFKC has read it), "2x": a coefficient and its variable, a formula's term.
const MATH_TERM = /^[0-9]+[a-z][0-9]?$/;

// Made once, as the checks below ask them of every word: a pattern literal in a function makes
// a new RegExp object each time it is evaluated.
const LATIN_LETTER = /[a-z]/;
const DIGIT = /[0-9]/;
const DIGITS_ONLY = /^[0-9]+$/;
const JOINER_INSIDE = /[0-9_.]/;
const DIGIT_OR_UNDERSCORE = /[0-9_]/;
const ENDS_IN_DIGIT_OR_UNDERSCORE = /[0-9_]$/;
const ELIDED_ARTICLE = /^[ld]'/;
const LEET_PLATFORM_SHAPE = /^[a-z0-9]{3,10}$/;

// "@", a digit, "_" or ".": one of them is in every handle-like word (the last test below), and
// in few other words, which this test alone turns away.
const ACCOUNT_MARK = /[@0-9_.]/;

const handleLike = (word: string) =>
  ACCOUNT_MARK.test(word) &&
  HANDLE_SHAPE.test(word) &&
  !NUMBER_WITH_UNIT.test(word) &&
  !LETTER_AND_NUMBER.test(word) &&
  !MATH_TERM.test(word) &&
  LATIN_LETTER.test(word) &&
  (word.startsWith('@') ||
    JOINER_INSIDE.test(word.slice(1, -1)) ||
    ENDS_IN_DIGIT_OR_UNDERSCORE.test(word));

// Words that follow a platform's name in ordinary sentences ("instagram sucks", "my snap is
// private"): never read as the handle.
const NOT_HANDLES = new Set(
  (
    'a an the and or but so too very really just now lol haha lmao sucks rocks is was are were be ' +
    'been being private public down dead gone deleted banned hacked broken toxic boring fun great ' +
    'good bad better worse addictive trash amazing awful terrible weird stupid again anymore lately ' +
    'today yesterday tonight story stories post posts reel reels feed app account page live it this ' +
    'that these those they them me you him her us everyone people stuff anyway though tho also ' +
    'everything nothing something all some many much more less ok okay yes no not never always ' +
    'sometimes thing things time life ' +
    // What is done to the app itself ("telegram aku uninstall").
    'uninstall uninstalled install installed logout deactivated deactivate ' +
    // The same in the other languages, as typed without accents ("insta c'est nul", "tiktok es
    // aburrido", "insta ist langweilig", "ig udah rusak", "fb chan qua").
    'nul nulle naze nase pourri pourrie chiant chiante relou mort morte bloque supprime pirate ' +
    'lent lente trop vraiment encore toujours aussi cool bien mieux pire grave top genial ' +
    'toxique addictif aburrido aburrida malo mala horrible toxico basura muerto caido lento ' +
    'mejor peor adictivo mierda raro rara muy langweilig scheisse doof tot toxisch gesperrt ' +
    'besser schlechter nervig kaputt geil echt voll total mega mist jelek bagus rusak sepi mati ' +
    'lemot seru bosen bosan parah banget lagi udah chan ' +
    // Prepositions ("se llamaba arroba por una medida de peso").
    'por para con sin pour par avec sans'
  ).split(' '),
);

/** "sora-tobu-kujira", "mochi-mochi": a name of words joined by hyphens. */
const HYPHENED_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const accountHyphenedName = (word: string) => {
  if (!HYPHENED_NAME.test(word)) return false;
  const parts = word.split('-');
  return parts.length >= 3 || parts.some((part) => part.length <= 2 || DIGIT.test(part));
};

const PLAIN_NAME = /^[a-z][a-z0-9_.]{2,29}$/;
const plainName = (word: string) => PLAIN_NAME.test(word) && !NOT_HANDLES.has(word);

// Platform names that are also everyday words: they need a handle-shaped name or a ":" after.
const AMBIGUOUS_PLATFORMS = new Set([
  'x',
  'line',
  'signal',
  'threads',
  'steam',
  'epic',
  'wa',
  'sc',
  'tele',
  'live',
  'gram',
  'tok',
  'dc',
  'tuit',
  'fei',
  'thread',
  'tt',
  'disc',
  'disco',
  'soul',
  'face',
  'дс',
  // "whats up", "фейс-контроль"; "Le Télégramme de Brest".
  'whats',
  'télégramme',
  'telegramme',
  'в контакте',
  'фейс',
  // Messenger and Instagram as Vietnamese and Chinese typists shorten them, and French "mes
  // excuses", Spanish "el mes", English "what a mess", German "ins Bett".
  'mes',
  'mess',
  'ins',
  // German and Indonesian cocoa ("Kakao bitte").
  'kakao',
  // Spanish "hago" (I do), the name of an Indonesian chat app.
  'hago',
  // Games' short names: millilitres, "ff" for "follow for follow", a fish, a summit, "among us".
  'ml',
  'ff',
  'cod',
  'apex',
  'among us',
]);

const isNumbered = (platform: string) => NUMBERED_PLATFORMS.some((p) => platform.includes(p));

// A token's text without its "@": most have none, and are kept as they are, with no pattern
// (a literal in the callback was a RegExp object per token of every text).
const texts = (tokens: Token[]) =>
  tokens.map((t) => (t.text.startsWith('@') ? t.text.slice(1) : t.text));

// The checks below ask about the same tokens again and again (a platform after an invitation,
// after a name, anywhere in the text): each token's answer is read once per token list.
const platformsRead = new WeakMap<Token[], number[]>();

/** How many tokens the platform named at token `i` spans: 0 when none is named there. */
function platformAt(tokens: Token[], words: string[], i: number): number {
  // Only a word, a Chinese/Japanese run or a name against a slash names one: marks and ends
  // skip the lookup.
  const kind = tokens[i]?.kind;
  if (kind !== 'word' && kind !== 'cjk' && kind !== 'url') return 0;
  let read = platformsRead.get(tokens);
  if (read === undefined) {
    read = [];
    platformsRead.set(tokens, read);
  }
  return (read[i] ??= readPlatformAt(tokens, words, i));
}

function readPlatformAt(tokens: Token[], words: string[], i: number): number {
  const token = tokens[i];
  if (token?.kind === 'cjk') return holdsCjkPhrase(PLATFORMS, token.text) ? 1 : 0;
  // "Threads/IG", "ig/tiktok": a platform's name against a slash (a link's host has its dot).
  if (token?.kind === 'url')
    return LETTERS_ONLY.test(token.text) && PLATFORMS.words.has(token.text) ? 1 : 0;
  if (token?.kind !== 'word') return 0;
  const length = phraseAt(PLATFORMS, words, i);
  if (length > 0) return length;
  const word = words[i] ?? '';
  return PLATFORMS.words.has(platformInWord(word)) ? 1 : 0;
}

const LETTERS_ONLY = /^[a-z]+$/;

const OWNED = /^([a-z]{2,12}?)(?:ku|mu|nya)$/;
/**
 * Whether a word ends as OWNED needs: asked of nearly every word of a text, its pattern (and
 * ELIDED_ARTICLE's, "'" second) is run only on the few words it may match.
 */
const endsOwned = (word: string) =>
  word.endsWith('ku') || word.endsWith('mu') || word.endsWith('nya');

// Look-alike digits in a platform's name ("l1ne", "1nsta", "sn4p").
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's' };

/** A word's length with its first and last characters, as one number. */
const lengthAndEnds = (length: number, first: number, last: number) =>
  (length * 0x10000 + first) * 0x10000 + last;

/** A character of a word with digits read as look-alike letters; `asL` reads "i" as "l" too. */
function leetCode(code: number, asL: boolean): number {
  const letter = LEET[String.fromCharCode(code)];
  const read = letter === undefined ? code : letter.charCodeAt(0);
  return asL && read === 0x69 ? 0x6c : read;
}

// Every platform name's length and ends: a word whose look-alike readings match none of them
// names no platform, and is spared building its readings (nearly every word with a digit).
const PLATFORM_LENGTHS_AND_ENDS = new Set(
  [...PLATFORMS.words].map((name) =>
    lengthAndEnds(name.length, name.charCodeAt(0), name.charCodeAt(name.length - 1)),
  ),
);

/** Whether `word`'s readings below (with "1" as "i", or every "i" as "l") may be a platform's. */
function mayReadAsPlatform(word: string): boolean {
  const first = word.charCodeAt(0);
  const last = word.charCodeAt(word.length - 1);
  const named = (asL: boolean) =>
    PLATFORM_LENGTHS_AND_ENDS.has(
      lengthAndEnds(word.length, leetCode(first, asL), leetCode(last, asL)),
    );
  return named(false) || named(true);
}

/**
 * The platform a word may name beside its own: "snap's", "threema-id", "insta-zweitaccount",
 * "tg-kanal", "l1ne" (a look-alike digit in it: "l1ne" reads "line" once "1" may be an "l").
 */
function platformInWord(word: string): string {
  if (word.endsWith("'s")) return word.slice(0, -2);
  // "l'insta", "d'insta": the French article elided against it.
  if (word.charCodeAt(1) === 0x27 && ELIDED_ARTICLE.test(word)) return word.slice(2);
  // "tiktokku", "igmu", "fbnya": Indonesian's "my", "your", "its" glued on.
  const owned = endsOwned(word) ? OWNED.exec(word) : null;
  if (owned !== null && PLATFORMS.words.has(owned[1] ?? '')) return owned[1] ?? '';
  const hyphen = word.indexOf('-');
  if (hyphen > 0) return word.slice(0, hyphen);
  if (!DIGIT.test(word) || !LEET_PLATFORM_SHAPE.test(word)) return '';
  if (!mayReadAsPlatform(word)) return '';
  const read = word.replace(/[01345]/g, (d) => LEET[d] ?? d);
  return PLATFORMS.words.has(read) ? read : read.replace(/i/g, 'l');
}

const TWO_WORDS_JOINED = /^\p{L}{2,}\.\p{L}{2,}$/u;
const QQ_GROUP = /^群号?$/u;
const QUESTION_MARK = /^[?？]$/u;
// An account only ever named in Chinese, so a Chinese name after its ":" is the account's.
const CJK_NAMED_ACCOUNT = /(?:公众号|视频号)$/u;

/** A platform's name followed by the handle: "ig: luna.rose", "my snap is lunarose22". */
function handleAfterPlatform(tokens: Token[], words: string[], i: number, length: number): boolean {
  let j = i + length;
  let named = false;
  // Named by a ":" or a word for an identifier ("id →"), not only by "is".
  let identified = false;
  const platform = words.slice(i, i + length).join(' ');
  for (let skipped = 0; skipped < 3; skipped += 1) {
    const token = tokens[j];
    const handleWordLength = token?.kind === 'word' ? phraseAt(HANDLE_WORDS, words, j) : 0;
    if (token?.kind === 'mark') named = identified = true;
    else if (handleWordLength > 0) {
      named = true;
      identified ||= phraseAt(ID_WORDS, words, j) > 0;
      // "trainer code": the words of an identifier of more than one word, read as one.
      j += handleWordLength - 1;
    } else if (token?.kind === 'cjk' && holdsCjkPhrase(HANDLE_WORDS, token.text)) {
      named = true;
      identified ||= holdsCjkPhrase(ID_WORDS, token.text);
    }
    // "QQ群 692 831 457": a QQ group's number is reached as an account's.
    else if (token?.kind === 'cjk' && isNumbered(platform) && QQ_GROUP.test(token.text)) {
      named = true;
    } else break;
    j += 1;
  }
  // "sur insta, clara.dessine": a comma right after the platform, then a name only an account has.
  const afterComma = tokens[j + 1];
  if (
    j === i + length &&
    tokens[j]?.kind === 'pause' &&
    afterComma?.kind === 'word' &&
    handleLike(afterComma.text) &&
    !AMBIGUOUS_PLATFORMS.has(platform)
  ) {
    return true;
  }
  const candidate = tokens[j];
  // "snap me", "kik me": the platform's name as a verb, asking to be reached there, alone or
  // with the account's name a word or two on ("kik me lol brokencrayon77").
  if (candidate?.text === 'me' && !AMBIGUOUS_PLATFORMS.has(platform)) {
    if (tokens[j + 1]?.kind !== 'word') return true;
    if ([j + 1, j + 2].some((k) => tokens[k]?.kind === 'word' && handleLike(tokens[k].text))) {
      return true;
    }
  }
  if (candidate?.kind === 'cjk') {
    return cjkNameWithHandle(tokens, j) || (identified && CJK_NAMED_ACCOUNT.test(platform));
  }
  if (candidate?.kind !== 'word') return false;
  const word = candidate.text;
  // "discord: discord.gg/x", "mi onlyfans es onlyfans com/x": the platform again, not a name.
  if (platformAt(tokens, words, j) > 0) return false;
  // "ins bett.hab 12 stunden geschlafen": "ins" names Instagram in Chinese typing ("ins是
  // xiaoqi.daily"); in a text with no Chinese or Japanese it is German "in das", and two words
  // joined by one dot after it are a sentence typed without its space.
  if (platform === 'ins' && TWO_WORDS_JOINED.test(word) && !tokens.some((t) => t.kind === 'cjk')) {
    return false;
  }
  if (handleLike(word)) return true;
  // "id → sora-tobu-kujira": words joined by hyphens, given as the identifier.
  if (identified && HYPHENED_NAME.test(word)) return true;
  // "mon sc c'est manon-dz": named, ending its sentence, with a part no word has (two letters
  // or fewer, a digit) or three parts; "my insta is well-known" is a sentence.
  if (named && accountHyphenedName(word) && !goesOn(tokens[j + 1])) return true;
  // A QQ account is a number, typed in groups or not ("2947 165 38"); so is a game's player ID
  // or friend code on any platform once an identifier names it ("pokemon go trainer code 4829
  // 1736 5502").
  if ((isNumbered(platform) || identified) && /^[0-9]{5,12}$/.test(digitsFrom(tokens, j))) {
    return true;
  }
  if (!plainName(word)) return false;
  // "my snap is lunarose", not "my discord is mostly gaming servers": a plain name ends its
  // clause; a sentence goes on.
  // After a ":" too ("WhatsApp: nur Fragen, wann…", "Thread: Mir ging es…").
  // An invitation after the name ends its clause ("my snap is lunarose add me").
  if (named && goesOn(tokens[j + 1]) && phraseAt(INVITATIONS, words, j + 1) === 0) return false;
  if (named) return !AMBIGUOUS_PLATFORMS.has(platform) || tokens[j - 1]?.kind === 'mark';
  // "snapchat lunarose": the platform opens the clause and one name closes the sentence.
  const clauseEdge = (token: Token | undefined) =>
    token === undefined || token.kind === 'end' || token.kind === 'pause';
  const opensClause = clauseEdge(tokens[i - 1]);
  // The name ends its sentence: a word before a comma may be a verb ("TikTok deinstalliert,").
  const next = tokens[j + 1];
  const closesSentence = next === undefined || next.kind === 'end';
  return opensClause && closesSentence && !AMBIGUOUS_PLATFORMS.has(platform);
}

/** Whether the word after a plain name goes on with the sentence, not with the name ("punkt s"). */
const goesOn = (next: Token | undefined) =>
  next?.kind === 'word' &&
  !DIGITS_ONLY.test(next.text) &&
  !DOT_WORDS.words.has(next.text) &&
  !UNDERSCORE_FORMS.has(next.text);

/** "豆瓣ID：夏末的蝉sm0809": a Chinese or Japanese name with a handle's letters and digits glued on. */
function cjkNameWithHandle(tokens: Token[], j: number): boolean {
  const name = tokens[j];
  const glued = tokens[j + 1];
  return (
    name !== undefined &&
    glued?.kind === 'word' &&
    glued.start === name.end &&
    DIGIT_OR_UNDERSCORE.test(glued.text) &&
    LATIN_LETTER.test(glued.text)
  );
}

/** The digits of the number starting at token `j`, its groups joined. */
function digitsFrom(tokens: Token[], j: number): string {
  let digits = '';
  for (let k = j; k < j + 4 && DIGITS_ONLY.test(tokens[k]?.text ?? ''); k += 1) {
    digits += tokens[k]?.text ?? '';
  }
  return digits;
}

/** "add me on discord", "dm me on insta", "加我微信", "加个vx": an invitation to a platform. */
function invitationToPlatform(tokens: Token[], words: string[], i: number): boolean {
  const token = tokens[i];
  if (token?.kind === 'cjk' && holdsCjkPhrase(INVITATIONS, token.text)) {
    if (platformAt(tokens, words, i) > 0 || platformAt(tokens, words, i + 1) > 0) return true;
  }
  const length = phraseAt(INVITATIONS, words, i);
  if (length === 0) return false;
  for (let j = i + length; j < i + length + 4 && tokens[j]?.kind !== 'end'; j += 1) {
    if (platformAt(tokens, words, j) > 0) return true;
  }
  return false;
}

/** "follow luna_rose on insta", "lunarose22 on snap": a name, "on", a platform. */
function nameOnPlatform(tokens: Token[], words: string[], i: number): boolean {
  const name = tokens[i];
  if (name?.kind !== 'word') return false;
  const handle = handleLike(name.text);
  // The word before is looked up only for a plain name: a handle's shape needs no pointer.
  if (!handle && !(plainName(name.text) && i > 0 && phraseAt(POINTERS, words, i - 1) > 0)) {
    return false;
  }
  // "luna_rose (insta)": the platform right after a handle-shaped name.
  if (handle && platformAt(tokens, words, i + 1) > 0) return true;
  const on = phraseAt(ON_WORDS, words, i + 1);
  return on > 0 && platformAt(tokens, words, i + 1 + on) > 0;
}

/** How many tokens of the platform's sentence are read for an account's name. */
const SENTENCE_REACH = 14;

/**
 * "polunochnyi_chai", "kuro.neko_77": a name with an "_" between letters, which only accounts
 * have, anywhere in the platform's sentence.
 */
const accountName = (word: string) =>
  word.includes('_') &&
  handleLike(word) &&
  /\p{L}_+[\p{L}\p{N}]/u.test(word) &&
  !word.includes('/');

/**
 * "not.okay.jude", "pierrederiviere.bsky.social", "nemurenai.yoru.__": three parts joined by
 * dots, an account's name (a site's address ends in a common ending: the link's business).
 */
const dottedName = (word: string) =>
  DOTTED_NAME.test(word) &&
  !word.startsWith('www.') &&
  !SPELLED_DOMAINS.has(word.slice(word.lastIndexOf('.') + 1));
const DOTTED_NAME = /^(?=[^.]*[a-z])[a-z0-9_]+\.[a-z0-9_]+\.[a-z0-9_.]+$/;

/** How many tokens after the platform an identifier word may stand and still name a plain name. */
const PLAIN_NAME_REACH = 2;

/**
 * "zalo mình tên Mây, id may.xanh.88", "insta, c'est thomas_lry", "インスタ…、名前は mio.ymd":
 * further on in the platform's sentence, a handle-shaped name after a word that introduces
 * it or a ":" (on an everyday word's platform, "line", only after a ":"), or any name after a
 * word for an identifier ("id alinakuz") that stands close to the platform or opens a clause
 * ("ig tớ đây, tên là meomeo"); "instagram password and my id card" names no account.
 */
function handleLaterInSentence(tokens: Token[], words: string[], i: number, length: number) {
  const platform = words.slice(i, i + length).join(' ');
  // "on threads i'm x": after "on", "auf", an everyday word is the platform's name.
  const onPlatform = i > 0 && phraseAt(ON_WORDS, words, i - 1) > 0;
  const ambiguous = AMBIGUOUS_PLATFORMS.has(platform) && !onPlatform;
  // "add snapcat ku yaa lilinmerah22": asked to add the account, its name further on.
  const pointed = i > 0 && phraseAt(POINTERS, words, i - 1) > 0;
  // "Discord持ってる？ 持ってたら ame_to_kasa で探して": a question about the platform, the
  // answer's sentence giving the name.
  let asked = false;
  for (let j = i + length; j < i + length + SENTENCE_REACH && j < tokens.length; j += 1) {
    const token = tokens[j];
    if (token?.kind === 'end') {
      if (asked || !QUESTION_MARK.test(token.text)) return false;
      asked = true;
      continue;
    }
    if (token?.kind !== 'word') continue;
    if (accountName(token.text) || dottedName(token.text) || (pointed && handleLike(token.text))) {
      return true;
    }
    if (j >= i + length + 8) continue;
    const named = namedBefore(tokens, j);
    if (named === null) continue;
    if (named.kind === 'id') {
      if (handleLike(token.text)) return true;
      // "вк, id 48291733": an account's number after its "id".
      if (/^[0-9]{5,12}$/.test(token.text)) return true;
      const before = tokens[named.at - 1];
      const opensClause = before === undefined || before.kind === 'pause' || before.kind === 'mark';
      const close = named.at - (i + length) <= PLAIN_NAME_REACH;
      if (plainName(token.text) && (close || opensClause)) return true;
    }
    if (named.kind === 'mark' && handleLike(token.text)) return true;
    if (named.kind === 'idThenSaid' && handleLike(token.text)) return true;
    if (named.kind === 'intro' && !ambiguous && handleLike(token.text)) return true;
  }
  return false;
}

/** The identifier's words of more than one word ("tên người dùng"), by their last word. */
const ID_PHRASES_BY_LAST: ReadonlyMap<string, readonly (readonly string[])[]> = (() => {
  const byLast = new Map<string, string[][]>();
  for (const sequence of ID_WORDS.sequences) {
    const last = sequence.at(-1) ?? '';
    byLast.set(last, [...(byLast.get(last) ?? []), sequence]);
  }
  return byLast;
})();

/**
 * How many words the identifier's phrase ending at token `end` has ("user name", "nombre de
 * usuario", "имя пользователя"): 0 when none ends there.
 */
function idPhraseEndingAt(tokens: Token[], end: number): number {
  const phrases = ID_PHRASES_BY_LAST.get(tokens[end]?.text ?? '');
  if (phrases === undefined) return 0;
  for (const phrase of phrases) {
    const from = end - phrase.length + 1;
    if (phrase.every((word, k) => tokens[from + k]?.text === word)) return phrase.length;
  }
  return 0;
}

type Introduction = { kind: 'id' | 'idThenSaid' | 'mark' | 'intro'; at: number } | null;

/**
 * What introduces the word at `at`, and where: strongest first, a word for an identifier
 * ("id", "tên", "名前", with "là", "nya", "は" or ":" between), a ":", a word that puts a name
 * there ("as", "c'est").
 */
function namedBefore(tokens: Token[], at: number): Introduction {
  const includes = (token: Token, list: typeof ID_WORDS) =>
    token.kind === 'cjk'
      ? holdsCjkPhrase(list, token.text)
      : token.kind === 'word' && list.words.has(token.text);
  let found: Introduction = null;
  let said = false;
  for (let back = at - 1; back >= Math.max(0, at - 3); back -= 1) {
    const token = tokens[back];
    if (token === undefined) break;
    if (includes(token, ID_WORDS)) return { kind: said ? 'idThenSaid' : 'id', at: back };
    const phrase = idPhraseEndingAt(tokens, back);
    if (phrase > 0) return { kind: said ? 'idThenSaid' : 'id', at: back - phrase + 1 };
    if (token.kind === 'mark') found = { kind: 'mark', at: back };
    else if (includes(token, INTRO_WORDS)) found ??= { kind: 'intro', at: back };
    // "LINEのID教えるね haru0404rin": a Japanese or Chinese verb said between the identifier's
    // word and the name, once, right before the name.
    else if (token.kind === 'cjk' && back === at - 1) said = true;
    else break;
  }
  return found;
}

/**
 * "B站找 “一只会游泳的猫”", "小红薯搜 糖糖不吃糖0825", "insta: search luna_rose": a platform, a
 * word that says to search it, and a name: one only an account has, in quotes, or a Chinese or
 * Japanese name with digits or Latin letters glued to it. A bare everyday word after "search"
 * is what people look for ("抖音搜 减肥方法"), not whom.
 */
function searchedName(
  text: string,
  tokens: Token[],
  words: string[],
  i: number,
  length: number,
  asksForMessage: () => boolean,
) {
  const token = tokens[i];
  const searchInPlatformWord =
    token?.kind === 'cjk' && SEARCH_WORDS.cjk.some((w) => token.text.endsWith(w));
  let j = i + length;
  if (!searchInPlatformWord) {
    while (tokens[j]?.kind === 'mark') j += 1;
    const search = phraseAt(SEARCH_WORDS, words, j);
    if (search === 0) return false;
    j += search;
  }
  while (tokens[j]?.kind === 'mark') j += 1;
  const name = tokens[j];
  if (name === undefined || name.kind === 'end' || name.kind === 'pause') return false;
  // A quoted name may be a topic ("B站找 “学习视频”"), unless the text asks for a message.
  const quoted = QUOTE.test(text[name.start - 1] ?? '') || QUOTE.test(text[name.start - 2] ?? '');
  if (quoted && asksForMessage()) return true;
  if (name.kind === 'word') return handleLike(name.text);
  const glued = tokens[j + 1];
  return name.kind === 'cjk' && glued?.kind === 'word' && glued.start === name.end;
}

const QUOTE = /["“”«「『'‘]/;

/** Whether an invitation ("私信", "dm me") stands anywhere in the text. */
const hasInvitation = (tokens: Token[], words: string[]) =>
  tokens.some((token, i) =>
    token.kind === 'cjk'
      ? holdsCjkPhrase(INVITATIONS, token.text)
      : phraseAt(INVITATIONS, words, i) > 0,
  );

/** A platform named in the text, with the poster's name here for the account ("same name"). */
function sameNameAsHere(text: string, tokens: Token[], words: string[]): boolean {
  if (!SAME_NAME_START.test(text)) return false;
  // The platform first: its tokens are read once for every check, the words only here.
  if (!tokens.some((_, i) => platformAt(tokens, words, i) > 0)) return false;
  const said = textWords(text);
  return said.some((_, i) => phraseAt(SAME_NAME, said, i) > 0);
}

// A name in quotes: "…", “…”, «…», »…«, „…“, 「…」, 『…』, and '…' between spaces; a short
// name, without the commas and stops of quoted speech ("war schön mit euch, lebt wohl").
const QUOTED_NAME =
  /["“«»„「『]([^"“”«»„「」『』\n,.!?，。！？]{2,40})["”«»“」』]|(?:^|[\s(])'([^'\n,.!?]{2,40})'(?![\p{L}])/gu;
const HAS_QUOTE = /["“«»„「『']/;
const SENTENCE_END = /[!?。！？\n]|\.\s/;
/** Tokens between the word that introduces a quoted name and the quote. */
const QUOTE_REACH = 2;

/**
 * Whether a token names a community ("group", "kanal" in "tg-kanal", "服务器"), says to search
 * ("search", "搜", "検索") or names an account ("id").
 */
function introducesName(token: Token, words: string[], i: number): boolean {
  if (token.kind === 'cjk') {
    return holdsCjkPhrase(COMMUNITY_WORDS, token.text) || holdsCjkPhrase(SEARCH_WORDS, token.text);
  }
  if (token.kind !== 'word') return false;
  if (
    phraseAt(COMMUNITY_WORDS, words, i) > 0 ||
    phraseAt(SEARCH_WORDS, words, i) > 0 ||
    phraseAt(NAMING_WORDS, words, i) > 0 ||
    ID_WORDS.words.has(token.text)
  ) {
    return true;
  }
  const suffix = token.text.slice(token.text.indexOf('-') + 1);
  return token.text.includes('-') && COMMUNITY_WORDS.words.has(suffix);
}

/** Whether a token names a community ("group", "tg-kanal", "群", "サーバー"). */
function namesACommunity(token: Token, words: string[], i: number): boolean {
  if (token.kind === 'cjk') return holdsCjkPhrase(COMMUNITY_WORDS, token.text);
  if (token.kind !== 'word') return false;
  if (phraseAt(COMMUNITY_WORDS, words, i) > 0 || ID_WORDS.words.has(token.text)) return true;
  const suffix = token.text.slice(token.text.indexOf('-') + 1);
  return token.text.includes('-') && COMMUNITY_WORDS.words.has(suffix);
}

/**
 * Whether a quoted name stands right after a word that introduces it ("group called '…'",
 * "search '…'", "サーバー「…」"), or right before a word to search it ("「…」って検索").
 */
function quoteIntroduced(tokens: Token[], words: string[], open: number, close: number): boolean {
  const first = tokens.findIndex((token) => token.start > open);
  const after = tokens.findIndex((token) => token.start > close);
  for (let i = Math.max(0, first - 1 - QUOTE_REACH); i >= 0 && i < first; i += 1) {
    const token = tokens[i];
    if (token !== undefined && introducesName(token, words, i)) return true;
  }
  const next = after < 0 ? undefined : tokens[after];
  return next?.kind === 'cjk' && holdsCjkPhrase(SEARCH_WORDS, next.text);
}

/**
 * Whether the text's tokens name a community and a platform, as communityNamed asks of each
 * sentence with a quote: read once for the whole text (its platforms already read), so a text
 * that names neither is spared tokenizing its sentences again. Exact: a sentence ends at "!",
 * "?", "。", a line's end or "." and a space, which end a token wherever they stand, so a
 * sentence's tokens are the text's between its ends (but for a "-" before its end, a mark in
 * the sentence alone, which no phrase has) and whatever a sentence's tokens name, the text's do.
 */
const mayNameACommunity = (tokens: Token[], words: string[]) =>
  tokens.some((_, i) => platformAt(tokens, words, i) > 0) &&
  tokens.some((token, i) => namesACommunity(token, words, i));

/**
 * "a facebook group called 'Leeds Mums Who Struggle'", "vô nhóm Zalo \"Góc Nhỏ Bình Yên\"",
 * "ディスコのサーバー「よるのおしゃべり部屋」", "Soul 上，ID 叫\"雨后的蜗牛Y\"": a community's
 * (or an account's) name in quotes, introduced as one, in a sentence that names its platform
 * and the community. A quoted topic ("search 'sleep music' on youtube") names no group; quoted
 * speech is longer, with its commas.
 */
function communityNamed(text: string, textTokens: Token[], textWordList: string[]): boolean {
  if (!HAS_QUOTE.test(text)) return false;
  const sentences = text.split(SENTENCE_END);
  return sentences.some((sentence) => {
    const quotes = [...sentence.matchAll(QUOTED_NAME)];
    if (quotes.length === 0) return false;
    // A text with no sentence end is its one sentence, whose tokens the text's already are: the
    // same text read the same way (a long post typed without a stop was read twice).
    const whole = sentences.length === 1;
    const tokens = whole ? textTokens : handleTokens(sentence);
    const words = whole ? textWordList : texts(tokens);
    if (!tokens.some((token, i) => namesACommunity(token, words, i))) return false;
    if (!tokens.some((_, i) => platformAt(tokens, words, i) > 0)) return false;
    return quotes.some((quote) =>
      quoteIntroduced(tokens, words, quote.index, quote.index + quote[0].length - 1),
    );
  });
}

const CJK_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

// "@今天也要好好吃饭Lin": a mention of a Chinese or Japanese name, beside a platform.
const CJK_MENTION = /@ ?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

// "sophie underscore writes", "jade point lmn", "ardianto dot pm", "wulan (underscore) ramadhani":
// the "_" or "." of a handle spelled out between two Latin words, the first of three letters or
// more, in brackets or not.
const SPELLED_JOIN = new RegExp(
  `(?<![a-z0-9_.])([a-z0-9]{3,}) [(\\[]?(${spelledAlternatives(UNDERSCORE_WORDS)}|${spelledAlternatives(DOT_WORDS)})[)\\]]? (?=[a-z0-9]{2,})`,
  'gu',
);
// The spelled "_" or "." with what stands around it matched, no look-behind: whether
// SPELLED_JOIN can match at all, in one scan of a long text.
const SPELLED_JOIN_SOMEWHERE = new RegExp(
  `[a-z0-9] [(\\[]?(?:${spelledAlternatives(UNDERSCORE_WORDS)}|${spelledAlternatives(DOT_WORDS)})[)\\]]? [a-z0-9]{2}`,
  'u',
);

// "discord chấm gg slash x", "com slash @kenh": a path's "/" said, so the name reads as a
// link's, not a handle.
const SPELLED_SLASH = new RegExp(
  `([a-z0-9]) (?:${spelledAlternatives(SLASH_WORDS)}) (?=[@a-z0-9])`,
  'gu',
);

// "youtube . com / @ceritasenja_", "youtube точка com/@olga": an "@" name in a link's path, the
// link's business; read glued to its domain, so the name is a path's.
const PATH_AFTER_DOMAIN = new RegExp(
  `([a-z0-9]) ?(?:\\.|${spelledAlternatives(DOT_WORDS)}) ?([a-z]{2,6}) ?/ ?@`,
  'gu',
);
const pathAfterDomain = (whole: string, last: string, top: string) =>
  TOP_LEVEL_DOMAINS.has(top) ? `${last}.${top}/@` : whole;

// "polina (точка) art", "luna [dot] rose": a "." said in brackets, the handle's own dot.
const BRACKETED_DOT = new RegExp(
  ` ?[(\\[{] ?(?:\\.|${spelledAlternatives(DOT_WORDS)}) ?[)\\]}] ?`,
  'gu',
);

// A platform's trending topics ("微博热搜", "trending on tiktok"): read apart from the platform,
// so "搜" (search) inside "热搜" asks nobody to be found.
const TRENDS = new RegExp(
  [
    ...TREND_WORDS.filter((word) => CJK_WORD.test(word)).map(escapeRegExp),
    `(?<![\\p{L}\\p{N}])(?:${TREND_WORDS.filter((word) => !CJK_WORD.test(word))
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}\\p{N}])`,
  ].join('|'),
  'gu',
);
// Any trend word, no look-around: whether TRENDS can match at all, in one quick scan of a long
// text (its look-behind is tried at every character).
const TREND_WORD = new RegExp(TREND_WORDS.map(escapeRegExp).join('|'), 'u');
/** The text with its trending topics read apart from their platform (TRENDS). */
const withTrendsApart = (text: string) =>
  TREND_WORD.test(text) ? text.replace(TRENDS, ' , ') : text;

/**
 * "r a y a n . o f f", "w x 下划线 l a n 9 9", "т и х и й _ в е т е р": a name typed one
 * character at a time (a spelled "_" among them), joined.
 */
function withSpacedLettersJoined(text: string): string {
  if (!/(?:^|\s)\S\s\S\s\S(?:\s|$)/u.test(text)) return text;
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const letters = run.filter((part) => part !== '_').length;
    if (letters >= 4) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const part of text.split(' ')) {
    const single = [...part].length === 1 && /[\p{L}\p{N}._]/u.test(part);
    if (single) run.push(part);
    else if (UNDERSCORE_FORMS.has(part) && run.length > 0) run.push('_');
    else {
      flush();
      out.push(part);
    }
  }
  flush();
  return out.join(' ');
}

/**
 * Words that follow an "@" in code, not in an account's name: a spreadsheet's functions
 * ("@SUM"), a decorator ("@staticmethod", "@Override"), a style sheet's rules ("@media"), a
 * documentation tag ("@param").
 */
const CODE_AT_WORDS: ReadonlySet<string> = new Set(
  (
    'sum if avg average count counta min max round abs sqrt now today date lookup vlookup hlookup ' +
    'index match concat choose iserr isna npv pmt ' +
    'staticmethod classmethod property dataclass override deprecated functools abstractmethod ' +
    'component injectable input output test before after beforeeach aftereach autowired ' +
    'media import keyframes font-face supports charset layer tailwind apply ' +
    'param return returns throws author since see todo type typedef'
  ).split(' '),
);

/** "@SUM(A1:A9)", "@staticmethod": an "@" word that code has, or one called with "(". */
function codeAfterAt(text: string, token: Token): boolean {
  return CODE_AT_WORDS.has(token.text.slice(1)) || text[token.end] === '(';
}

// The "@" said in a word no sentence uses otherwise ("arroba", "собачка"; not "at" or "在").
const NAMED_AT: ReadonlySet<string> = new Set(
  [...AT_WORDS.words].filter((word) => word.length >= 4 && !/^(?:at|et)$/.test(word)),
);

/** "arroba noche_en_vela_22", "собачка vanya_bezdomny": an "@" said, then the handle. */
function saidAtHandle(tokens: Token[], i: number, namesAnAccount: () => boolean): boolean {
  const at = tokens[i];
  const name = tokens[i + 1];
  if (at?.kind !== 'word' || !NAMED_AT.has(at.text) || name?.kind !== 'word') return false;
  if (FREE_MAIL.has(name.text) || !/^[a-z]/.test(name.text)) return false;
  // After a mailbox's name it is an email's "@", the email check's business.
  const before = tokens[i - 1];
  if (before?.kind === 'word' && handleLike(before.text)) return false;
  if (handleLike(name.text)) return true;
  // "la arroba era una medida de peso": the sign spoken of, an article before it, unless the
  // text names an account ("en el tuiter soy el de la arroba sinluzenmadrid").
  const spokenOf = before?.kind === 'word' && NOT_SITE_NAMES.has(before.text);
  return plainName(name.text) && (!spokenOf || namesAnAccount());
}
const UNDERSCORE_FORMS = new Set([
  ...UNDERSCORE_WORDS.words,
  ...UNDERSCORE_WORDS.sequences.map((w) => w.join(' ')),
]);

/**
 * The text with a spelled "_" or "." joined into the handle, never after "the" or "las"; but
 * in a chain of them ("not dot okay dot jude", "no punto estoy punto bien") every word is the
 * handle's, whatever it is.
 */
export function withSpelledJoins(text: string): string {
  if (!SPELLED_JOIN_SOMEWHERE.test(text)) return text;
  return text.replace(SPELLED_JOIN, (whole, name: string, symbol: string, at: number) => {
    const chained =
      SPELLED_AFTER.test(text.slice(at + whole.length, at + whole.length + 40)) ||
      SPELLED_BEFORE.test(text.slice(Math.max(0, at - 40), at));
    if (!chained && (NOT_HANDLES.has(name) || NOT_SITE_NAMES.has(name))) return whole;
    return `${name}${UNDERSCORE_FORMS.has(symbol) ? '_' : '.'}`;
  });
}

// A second spelled "." or "_" right after the next word, or one right before this word: the
// joins are a chain ("no punto estoy punto bien punto jota").
const SPELLED_BEFORE = new RegExp(
  `[a-z0-9] (?:${spelledAlternatives(UNDERSCORE_WORDS)}|${spelledAlternatives(DOT_WORDS)}) $`,
  'u',
);
const SPELLED_AFTER = new RegExp(
  `^[a-z0-9]{2,} (?:${spelledAlternatives(UNDERSCORE_WORDS)}|${spelledAlternatives(DOT_WORDS)}) [a-z0-9]`,
  'u',
);

// "加我 V：…", "加个q", "+v：…": WeChat and QQ by their first letter, after "add me" or its
// "+"; "加薇": WeChat's "微" by its homophone.
const INVITED_LETTER = /(加[我个]?\s?|\+\s?)([vq薇])(?![a-z0-9薇])/g;
const letterPlatform = (_: string, invitation: string, letter: string) =>
  `${invitation.startsWith('+') ? '加' : invitation}${letter === 'q' ? 'qq' : 'vx'}`;

// "u/throwaway_feels_22": a Reddit user, the way Reddit writes one.
const REDDIT_USER = /(?:^|[^\p{L}\p{N}_/])u\/[a-z0-9_-]{3,20}(?![a-z0-9_/-])/u;

// "v信", "V信", "v❤": WeChat written half in Latin; "b站": Bilibili.
// "薇❤": WeChat's "微" by its homophone.
const MIXED_PLATFORM_NAMES = /[v薇]\s?[信❤♥]|b\s?站|(?<![a-z])q\s?群/g;
// "我的賴 ann_22", "賴：mei_0412": Taiwan calls LINE "賴" (lài), right before the account's
// Latin name or its ":"; "依赖", "赖床", "不赖" keep their word (another character before it,
// or none of a name after).
const TAIWANESE_LINE =
  /(?<=^|[^\p{Script=Han}]|[加我個个的])[賴赖](?=\s?(?:[:：]|id|[a-z0-9@_]))/gu;
/** The text with "賴" read as LINE where it names it; its look-behind only where "賴" stands. */
const withTaiwaneseLine = (text: string) =>
  text.includes('賴') || text.includes('赖') ? text.replace(TAIWANESE_LINE, ' line ') : text;

const spelledOut = (name: string) =>
  name.includes('站') ? ' bilibili ' : name.includes('群') ? ' qq 群' : ' vx ';

// "@ el . tano . 88", "@ luna _ rose": an "@" standing apart, then a name typed in parts, its
// dots or "_" spaced on both sides ("3 @ rp2.000" is a price): read as typed together. Each
// part is letters and digits, each join " . " or " _ ", so the pattern reads the text once.
const SPACED_AT_NAME = /@ ([a-z0-9]+(?: [._] [a-z0-9]+)+)/g;
const joinedAtName = (_: string, name: string) => `@${name.replaceAll(' ', '')}`;

// A character of a word as written: a letter or digit of any script, or "_".
const NAME_CHARACTER = /[\p{L}\p{N}_]/u;
const isNameCode = perCharacterCache((code: number) =>
  NAME_CHARACTER.test(String.fromCodePoint(code)),
);
/** Where the run of NAME_CHARACTERs from `i` ends. */
function nameRunEnd(text: string, i: number): number {
  let end = i;
  while (end < text.length) {
    const code = text.codePointAt(end) ?? 0;
    if (!isNameCode(code)) break;
    end += code > 0xffff ? 2 : 1;
  }
  return end;
}
/** Whether a NAME_CHARACTER stands at `i`; `orUnderscore` false asks for a letter or digit. */
const nameCodeAt = (text: string, i: number, orUnderscore: boolean) =>
  i < text.length &&
  isNameCode(text.codePointAt(i) ?? 0) &&
  (orUnderscore || text.charCodeAt(i) !== 0x5f);
/** ". ' ’ -": inside a word as written, between two runs of its characters. */
const isInnerMark = (code: number) =>
  code === 0x2e || code === 0x27 || code === 0x2019 || code === 0x2d;
/** A ":" or "→" that introduces, or a mark that ends a clause: a token of its own. */
const MARK_TOKENS: ReadonlySet<number> = new Set(
  [...':：→=,;!?。，、\n(（'].map((mark) => mark.charCodeAt(0)),
);

/**
 * The words of a text as written, capitals kept: a word with its inner "." "'" "’" "-", a ":" or
 * "→" that introduces, or a mark that ends a clause, "." too where no letter or digit follows.
 * What the pattern /[\p{L}\p{N}_]+(?:[.'’-][\p{L}\p{N}_]+)*|[:：→=]|[,;!?。，、\n(（]|\.(?![\p{L}\p{N}])/gu
 * matches, read by code point with each character's class remembered: the Unicode pattern was
 * half of nameAsWritten's time on a Vietnamese long post.
 * @internal exported for its test
 */
export function casedTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    if (isNameCode(code)) {
      let end = nameRunEnd(text, i);
      while (isInnerMark(text.charCodeAt(end)) && nameCodeAt(text, end + 1, true)) {
        end = nameRunEnd(text, end + 1);
      }
      tokens.push(text.slice(i, end));
      i = end;
      continue;
    }
    if (MARK_TOKENS.has(code) || (code === 0x2e && !nameCodeAt(text, i + 1, false))) {
      tokens.push(String.fromCharCode(code));
    }
    i += code > 0xffff ? 2 : 1;
  }
  return tokens;
}
const CLAUSE_END = /^[;!?。\n(（.]$/;
const CLAUSE_PAUSE = /^[,，、]$/;
const INTRODUCING_MARK = /^[:：→=]$/;

// "GreyOwlTom", "ElRinconDeAlex", "CozyGrief_": words run together, each with its capital, as
// only an account's name is written; a gamer's "xX" may open it ("xXDarkPanchoXx").
const CAMEL_NAME = /^(?:xX)?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}*)+[0-9_]*$/u;
// "Trần", "Belén", "Official", "Jean-Pierre", "Wendler-Ost": one word of a person's name.
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)*$/u;

/** How many tokens after the platform a name as written may stand. */
const WRITTEN_NAME_REACH = 8;

/**
 * Whether the word at `k` is introduced: right after a ":" or "→", or a word that names an
 * identifier, puts a name after it or calls it ("id", "as", "tên", "como", "llamo").
 */
function introducedAt(tokens: readonly string[], lower: readonly string[], k: number): boolean {
  return INTRODUCING_MARK.test(tokens[k - 1] ?? '') || introducedByWord(lower, k);
}

/** Whether the word before `k` names what follows: "als", "tên", "pseudo", "named". */
function introducedByWord(lower: readonly string[], k: number): boolean {
  const before = lower[k - 1] ?? '';
  return (
    INTRO_WORDS.words.has(before) ||
    HANDLE_WORDS.words.has(before) ||
    NAMING_WORDS.words.has(before) ||
    // "chaîne MaxLeRenard": a channel's name after the word for it.
    COMMUNITY_WORDS.words.has(before) ||
    searchedAt(lower, k)
  );
}

/** How many capitalised words stand from `k` on that are no platform ("Trần Minh Khoa"). */
function capitalisedRun(tokens: readonly string[], lower: readonly string[], k: number): number {
  let n = 0;
  while (CAPITALISED.test(tokens[k + n] ?? '') && phraseAt(PLATFORMS, lower, k + n) === 0) n += 1;
  return n;
}

/** Whether the writer owns the account: "my", "mình", "me" around the platform's name. */
function ownedNear(lower: readonly string[], from: number, to: number): boolean {
  for (let k = Math.max(0, from); k < to; k += 1)
    if (phraseAt(OWN_WORDS, lower, k) > 0) return true;
  return false;
}

/**
 * "my steam is GreyOwlTom", "en twitch como DulzuraGris": a name run together with its capitals,
 * introduced after a platform in its sentence; "Fb mình: Nguyễn Thu Hà", "en face me encuentras
 * como Ana Belén Ruiz Peña": on a platform where people go by their own names, the writer's
 * name in capitals, two words or more, in the platform's clause. Read from the text as written.
 * The writer's, not anyone's: "my" or "me" beside the platform, or an invitation anywhere ("fb:
 * Gareth Llewellyn-Price … add me"). A name a word introduces may follow a comma ("Trên fb,
 * tên Lê Minh Tuấn"); one that merely follows it is the sentence ("on Facebook, Emma Roy
 * said…").
 */
function nameAsWritten(cased: string, invited: () => boolean): boolean {
  const tokens = casedTokens(cased);
  const lower = tokens.map((token) => token.toLowerCase());
  let described: boolean | undefined;
  const describedAsOwn = () => (described ??= accountDescribedAsOwn(cased, lower));
  return lower.some((_, i) => {
    const length = phraseAt(PLATFORMS, lower, i);
    if (length === 0) return false;
    const realName = phraseAt(REAL_NAME_PLATFORMS, lower, i) > 0;
    // "Tìm face Trần Bảo Ngọc": searched for on the platform, the name right after it.
    const searched = searchedAt(lower, i);
    let paused = false;
    for (let k = i + length; k < i + length + WRITTEN_NAME_REACH && k < tokens.length; k += 1) {
      const token = tokens[k] ?? '';
      if (CLAUSE_END.test(token)) return false;
      if (CLAUSE_PAUSE.test(token)) paused = true;
      if (!introducedAt(tokens, lower, k) && !(searched && k === i + length)) continue;
      if (CAMEL_NAME.test(token) && phraseAt(PLATFORMS, lower, k) === 0) return true;
      if (
        realName &&
        (!paused || introducedByWord(lower, k)) &&
        capitalisedRun(tokens, lower, k) >= 2 &&
        (ownedNear(lower, i - 2, k) || invited() || describedAsOwn())
      )
        return true;
    }
    return false;
  });
}

/** Whether a search verb ("such nach", "cherchez", "tìm") ends right before word `k`. */
const searchedAt = (lower: readonly string[], k: number) =>
  [1, 2].some((n) => k >= n && phraseAt(SEARCH_WORDS, lower, k - n) === n);

/**
 * Whether the text says an account it describes is the writer's: "c'est moi", "là mình", its
 * profile picture ("Sonnenblumen-Profilbild", "avatar con mèo trắng", "头像是一只猫").
 */
function accountDescribedAsOwn(cased: string, lower: readonly string[]): boolean {
  if (holdsCjkPhrase(OWN_ACCOUNT_WORDS, cased)) return true;
  return lower.some(
    (word, k) => phraseAt(OWN_ACCOUNT_WORDS, lower, k) > 0 || OWN_ACCOUNT_COMPOUND_END.test(word),
  );
}

// A profile picture's word at the end of a compound ("sonnenblumen-profilbild").
const OWN_ACCOUNT_COMPOUND_END = new RegExp(
  `.(?:${[...OWN_ACCOUNT_WORDS.words]
    .filter((word) => word.length >= 6)
    .map(escapeRegExp)
    .join('|')})$`,
  'u',
);

const HAS_CAPITAL = /\p{Lu}/u;

/**
 * Whether the text names a platform ("twitter/X" too), a pointer ("follow", "cari") or an
 * account word ("username", "pseudo") anywhere.
 */
function namesAnAccountAnywhere(tokens: Token[], words: string[]): boolean {
  return tokens.some(
    (_, k) =>
      platformAt(tokens, words, k) > 0 ||
      phraseAt(POINTERS, words, k) > 0 ||
      phraseAt(ID_WORDS, words, k) > 0,
  );
}

/**
 * "ID: sou.ta.0909", "ID→ yuna_0820", "id = mika_0512": a word for an account's identifier, a
 * mark, then a name only an account has, with no platform needed. Not an order's, a ticket's or
 * a transaction's id ("order id: ab_1234").
 */
function idThenName(tokens: Token[], words: string[], i: number): boolean {
  const token = tokens[i];
  const isId =
    token?.kind === 'cjk'
      ? ID_WORDS.cjk.some((w) => token.text.endsWith(w)) && !namesANonPhone(token.text)
      : token?.kind === 'word' && ID_WORDS.words.has(token.text);
  if (!isId || tokens[i + 1]?.kind !== 'mark') return false;
  const name = tokens[i + 2];
  if (name?.kind !== 'word' || !handleLike(name.text)) return false;
  const before = words[i - 1];
  return before === undefined || !namesANonPhone(before);
}

/** Below this many characters beside it, an "@name" is most of the text: "@luna_rose 🌙". */
const MENTION_ALONE = 16;

/**
 * Whether the text offers the account an "@name" names, rather than speaking of it: "dm me
 * @luna_rose", "twitter/X @ameliawrites", "add @senja_ ya", "my @ is luna", or a text that is
 * little more than the name. "J'ai écrit à @SNCF pour le remboursement", "@Shakira sacó canción
 * nueva", "Habt ihr heute @tagesschau gesehen?" mention a brand, a star or a newsroom in a
 * sentence about it, and put nobody's own account on the page (docs/decisions/030).
 */
function offersTheAccount(
  text: string,
  tokens: Token[],
  words: string[],
  i: number,
  // Asked of the whole text, so once per text however many "@" names it has: linear time.
  asksForMessage: () => boolean,
  namesAnAccount: () => boolean,
): boolean {
  const mention = tokens[i];
  if (!mention || text.length - (mention.end - mention.start) < MENTION_ALONE) return true;
  if (asksForMessage() || namesAnAccount()) return true;
  // "check out @moss_and_fern", "allez voir @mousse", "@moss をフォローして": readers sent to it
  // (before it, or just after it in Japanese).
  for (let k = Math.max(0, i - 3); k <= i + 2; k += 1) {
    const token = tokens[k];
    if (
      token?.kind === 'cjk'
        ? holdsCjkPhrase(LOOK_WORDS, token.text)
        : k < i && phraseAt(LOOK_WORDS, words, k) > 0
    )
      return true;
  }
  // "c'est moi @mousse", "@luna_rose is mine": the writer beside it. Further off, the writer is
  // only telling of it: "I complained to @Ryanair".
  return ownedNear(words, i - 2, i + 3);
}

// "dc 夜猫子#4821": a Discord tag on a Chinese or Japanese name, which the words below split.
const CJK_DISCORD_TAG =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{L}\p{N}_]{0,31}#[0-9]{4}(?![0-9])/u;

export function hasSocialHandle({ text, cased }: ContactInput): boolean {
  if (text.includes('u/') && REDDIT_USER.test(text)) return true;
  const readable = withSpelledJoins(
    withSpacedLettersJoined(
      withChineseDigits(
        withTrendsApart(
          withTaiwaneseLine(text.replace(MIXED_PLATFORM_NAMES, spelledOut))
            .replace(INVITED_LETTER, letterPlatform)
            // A typographic apostrophe is the typed one ("i’m", "c’est").
            .replace(/’/g, "'")
            .replace(BRACKETED_DOT, '.')
            .replace(SPACED_AT_NAME, joinedAtName),
        ),
      ),
    ),
  )
    .replace(SPELLED_SLASH, '$1/')
    .replace(PATH_AFTER_DOMAIN, pathAfterDomain);
  // "u slash quiet_waters_91": the Reddit user's "/" said.
  if (readable !== text && readable.includes('u/') && REDDIT_USER.test(readable)) return true;
  const tokens = handleTokens(readable);
  const words = texts(tokens);
  if (sameNameAsHere(readable, tokens, words)) return true;
  if (mayNameACommunity(tokens, words) && communityNamed(readable, tokens, words)) return true;
  const mention = CJK_MENTION.test(readable);
  let invited: boolean | undefined;
  const asksForMessage = () => (invited ??= hasInvitation(tokens, words));
  let named: boolean | undefined;
  const namesAnAccount = () => (named ??= namesAnAccountAnywhere(tokens, words));
  if (text.includes('#') && CJK_DISCORD_TAG.test(text) && namesAnAccount()) return true;
  const found = tokens.some((token, i) => {
    // The patterns only for the words with their "#" or "@": nearly every word has neither.
    if (token.kind === 'word' && token.text.includes('#') && DISCORD_TAG.test(token.text)) {
      return true;
    }
    // "@everyone :", "@tous": a group addressed, nobody's account; "@SUM", "@staticmethod":
    // code; "@Spotify wrapped …": an account spoken of, not offered.
    if (
      token.kind === 'word' &&
      token.text.startsWith('@') &&
      AT_HANDLE.test(token.text) &&
      !GROUP_MENTIONS.has(token.text.slice(1)) &&
      !codeAfterAt(readable, token) &&
      offersTheAccount(readable, tokens, words, i, asksForMessage, namesAnAccount)
    ) {
      return true;
    }
    if (saidAtHandle(tokens, i, namesAnAccount)) return true;
    if (idThenName(tokens, words, i)) return true;
    const platform = platformAt(tokens, words, i);
    if (
      platform > 0 &&
      (handleAfterPlatform(tokens, words, i, platform) ||
        handleLaterInSentence(tokens, words, i, platform) ||
        searchedName(readable, tokens, words, i, platform, asksForMessage) ||
        mention)
    ) {
      return true;
    }
    return invitationToPlatform(tokens, words, i) || nameOnPlatform(tokens, words, i);
  });
  if (found) return true;
  // A name only its capitals tell from a sentence: asked of a text with a platform (its tokens'
  // platforms already read) and a capital (a scan of the whole text).
  return (
    tokens.some((_, i) => platformAt(tokens, words, i) > 0) &&
    HAS_CAPITAL.test(cased) &&
    nameAsWritten(cased, asksForMessage)
  );
}
