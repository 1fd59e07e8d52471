// Email addresses, plain or disguised: "jane@example.com", "jane @ gmail . com", "jane at
// example period org", "jane(at)gmail(dot)com", "luna.rose22 at gmail".
import { withProviderNames, type AddressToken } from './address-tokens.ts';
import type { ContactInput } from './contact.ts';
import { withSpelledJoins } from './handle.ts';
import { CJK } from '../fold.ts';
import {
  ADDRESS_FILLERS,
  AT_WORDS,
  textWords,
  escapeRegExp,
  DIGIT_WORDS,
  DOT_WORDS,
  FIRST_NAME_WORDS,
  holdsCjkPhrase,
  introducesAt,
  JOIN_NOTES,
  LAST_NAME_WORDS,
  MAIL_WORDS,
  NUMBER_FILLERS,
  NUMBER_VALUES,
  TENS_WORDS,
  MAIL_PROVIDER_WORDS,
  MAILBOX_WORDS,
  mayBeCjk,
  ON_WORDS,
  phraseAt,
  PLATFORMS,
  SAME_NAME,
  SAME_NAME_START,
  SLASH_WORDS,
  spelledAlternatives,
  UNDERSCORE_WORDS,
  WORD_CLASS_WORD,
  wordClassOf,
} from './contact-words.ts';
import {
  FREE_MAIL,
  isCountryDomain,
  SPELLED_DOMAINS,
  TOP_LEVEL_DOMAINS,
} from './top-level-domains.ts';

/** Address parts longer than this are not an address anyone types. */
const MAX_LABELS = 8;

type Labels = { labels: string[]; spelledDot: boolean; disguisedDot: boolean };

/** The words joined by "." that end just before `at` (walking back) or start just after it. */
function labelsFrom(tokens: AddressToken[], at: number, step: 1 | -1): Labels {
  const labels: string[] = [];
  let spelledDot = false;
  let disguisedDot = false;
  let i = at + step;
  while (labels.length < MAX_LABELS) {
    const word = tokens[i];
    if (word?.kind !== 'word') break;
    labels.push(word.text);
    const dot = tokens[i + step];
    if (dot?.kind !== '.' || tokens[i + 2 * step]?.kind !== 'word') break;
    spelledDot ||= dot.spelled;
    disguisedDot ||= dot.disguised === true;
    i += 2 * step;
  }
  if (step === -1) labels.reverse();
  return { labels, spelledDot, disguisedDot };
}

// "kai-nbg", "luna_22": a name no sentence has before "at".
const looksLikeHandle = (labels: string[]) =>
  labels.length > 1 || /[0-9_]|\p{L}-\p{L}/u.test(labels[0] ?? '');

const isCjkWord = (token: AddressToken | undefined) =>
  token?.kind === 'word' && CJK.test(token.text) && !/[a-z0-9]/.test(token.text);

/**
 * "qingqing.wu 然后 @ 然后 sina 点 cn", "xiaochen 那个 at 符号 139.com": one Chinese or
 * Japanese word ("then", "that", "symbol") between the "@" and a Latin name is said around
 * the address, not part of it. Where the labels start, walking from the "@".
 */
function pastFiller(tokens: AddressToken[], at: number, step: 1 | -1): number {
  const next = tokens[at + step];
  const after = tokens[at + 2 * step];
  return isCjkWord(next) && after?.kind === 'word' && !isCjkWord(after) ? at + step : at;
}

/** The words of a text as a mailbox has them, and where each starts in the text. */
type MailboxWords = { words: string[]; starts: number[] };

/** What a character is to mailboxWords: contactWords' class, "_" a word's character too. */
const mailboxClassOf = (code: number) => (code === 0x5f ? WORD_CLASS_WORD : wordClassOf(code));
const mailboxClassAt = (text: string, i: number) =>
  i < text.length ? mailboxClassOf(text.codePointAt(i) ?? 0) : 0;

/** Where the run of characters of class `runClass` that starts at `i` ends. */
function runEnd(text: string, i: number, runClass: number): number {
  let end = i;
  while (end < text.length && mailboxClassAt(text, end) === runClass) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return end;
}

/** ".", "'" and "-": they join two runs of a word into one ("m.orlov1999", "gmx-adresse"). */
const isJoiner = (code: number) => code === 0x2e || code === 0x27 || code === 0x2d;

/**
 * Words as a mailbox has them ("sarah_du_59", "m.orlov1999", "gmx-adresse"), Chinese and
 * Japanese runs apart ("gmailはtakumi.nakamura1999です"): a run of Chinese/Japanese characters,
 * or of other letters, digits and "_", the latter joined by ".", "'" or "-". Read by code point,
 * each character's class remembered: the Unicode pattern this replaces took twice as long over a
 * long post.
 * @internal exported for its test
 */
export function mailboxWords(text: string): MailboxWords {
  const words: string[] = [];
  const starts: number[] = [];
  for (let i = 0; i < text.length;) {
    const runClass = mailboxClassAt(text, i);
    if (runClass === 0) {
      i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      continue;
    }
    let end = runEnd(text, i, runClass);
    while (
      runClass === WORD_CLASS_WORD &&
      isJoiner(text.charCodeAt(end)) &&
      mailboxClassAt(text, end + 1) === WORD_CLASS_WORD
    ) {
      end = runEnd(text, end + 1, WORD_CLASS_WORD);
    }
    words.push(text.slice(i, end));
    starts.push(i);
    i = end;
  }
  return { words, starts };
}

/**
 * A name only a mailbox would have: letters first, a digit, "_" or "." in it; not a web
 * address ("www.lunarose.net" after "webku" is a link).
 */
const MAILBOX_SHAPE = /^[a-z][a-z0-9_.-]{2,}$/;
// Made once, as they are asked of every word: a pattern literal in a function makes a new
// RegExp object each time it is evaluated.
const MAILBOX_JOINER = /[0-9_.]/;
const mailboxLike = (word: string | undefined) =>
  word !== undefined &&
  MAILBOX_SHAPE.test(word) &&
  MAILBOX_JOINER.test(word) &&
  !word.startsWith('www.') &&
  !TOP_LEVEL_DOMAINS.has(word.split('.').at(-1) ?? '');

// Asked of every word of a text that names a provider: made once, as a pattern literal in a
// function makes a new RegExp object each time it is evaluated.
const HAS_LETTER = /\p{L}/u;
const POSSESSIVE_ENDINGS = ['ku', 'mu', 'nya'];
const MAILBOX_ENDINGS = ['-adresse', '-address', '-konto', 'adresse', 'address', 'konto', '-mail'];
const POSSESSIVE_ENDING = new RegExp(`(?:${POSSESSIVE_ENDINGS.join('|')})$`);
const MAILBOX_ENDING = new RegExp(`(?:${MAILBOX_ENDINGS.join('|')})$`);
const LETTERS_FIRST = /^\p{L}[\p{L}-]{2,}$/u;

/**
 * Every word whose name, once isProvider has taken its endings off, is a provider's: each name
 * with or without a mailbox ending, then with or without a possessive one. Looked up first, it
 * spares the endings' patterns the other words of a text, nearly all of them.
 */
const PROVIDER_FORMS: ReadonlySet<string> = new Set(
  [...FREE_MAIL, ...MAIL_PROVIDER_WORDS.words].flatMap((name) =>
    ['', ...MAILBOX_ENDINGS].flatMap((mailbox) =>
      ['', ...POSSESSIVE_ENDINGS].map((own) => `${name}${mailbox}${own}`),
    ),
  ),
);

/**
 * "icloud.com", "web.de", "i.softbank.jp", "ezweb.ne.jp": a free mail provider's domain, typed
 * whole; with its ending even a provider named like a word ("list.ru") names one.
 */
function isProviderDomain(word: string): boolean {
  if (!word.includes('.')) return false;
  const labels = word.split('.');
  const top = labels.at(-1) ?? '';
  return (
    labels.length <= 3 &&
    TOP_LEVEL_DOMAINS.has(top) &&
    labels.slice(0, -1).some((label) => FREE_MAIL.has(label) && HAS_LETTER.test(label))
  );
}

/** "gmailku", "gmx-adresse", "谷歌邮箱": a provider's name, with what people add to it. */
function isProvider(word: string): boolean {
  // Only a word with a Chinese/Japanese character can hold a Chinese/Japanese name.
  if (mayBeCjk(word) && holdsCjkPhrase(MAIL_PROVIDER_WORDS, word)) return true;
  if (isProviderDomain(word)) return true;
  if (!PROVIDER_FORMS.has(word)) return false;
  // A possessive ending ("gmailku", "gmailnya"), or the mailbox named with it ("gmx-adresse").
  const name = word.replace(POSSESSIVE_ENDING, '').replace(MAILBOX_ENDING, '');
  if (MAIL_PROVIDER_WORDS.words.has(name)) return true;
  // A provider named by digits ("163") needs its "@": a bare number is just a number.
  return FREE_MAIL.has(name) && LETTERS_FIRST.test(name);
}

/** How many words after `at` say "is", "address", "của mình"…: at most three of them. */
function mailboxWordsAt(words: readonly string[], at: number): number {
  let next = at;
  while (next < at + 3) {
    const length = phraseAt(MAILBOX_WORDS, words, next);
    if (length === 0) break;
    next += length;
  }
  return next - at;
}

// Most texts name no mail provider at all: one scan for any provider's name (or a part of a
// word that could be one) spares them the word-by-word reading below, the detector's budget
// being 5 ms per 5,000 characters (docs/decisions/019).
const ANY_PROVIDER = new RegExp(
  [
    ...[...FREE_MAIL].filter((name) => name.length >= 3),
    ...MAIL_PROVIDER_WORDS.words,
    ...MAIL_PROVIDER_WORDS.cjk,
    // A provider named by a short name or digits counts before its mailbox ("qq邮箱", "163邮箱").
    '邮箱',
    '郵箱',
  ]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'iu',
);

// "ya точка ru", "bk.ru": a provider with a short name, its domain's dot after it.
const SHORT_PROVIDER_WITH_DOT = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${[...FREE_MAIL].filter((name) => /^\p{L}{2}$/u.test(name)).join('|')}) ?(?:\\.|${[...DOT_WORDS.words].map(escapeRegExp).join('|')})`,
  'u',
);

const namesAProvider = (text: string) =>
  ANY_PROVIDER.test(text) || SHORT_PROVIDER_WITH_DOT.test(text);

/** A mailbox's shape, whatever it ends with ("lethuy.hn" before "(gmail)"). */
const addressShaped = (word: string | undefined) =>
  word !== undefined && MAILBOX_SHAPE.test(word) && MAILBOX_JOINER.test(word);

/** Whether the text says the name is one word: "no spaces", "sans espace", "不要空格". */
function saysNoSpaces(text: string): boolean {
  const words = textWords(text);
  return words.some((_, i) => phraseAt(JOIN_NOTES, words, i) > 0);
}

/**
 * "ellie morgan 03 on gmail, no spaces": the two or three words before the provider (and its
 * "on") joined into one mailbox, when the text says to join them.
 */
function joinedBefore(words: readonly string[], end: number): boolean {
  for (let from = Math.max(0, end - 3); from <= end - 2; from += 1) {
    if (mailboxLike(words.slice(from, end).join(''))) return true;
  }
  return false;
}

/**
 * Providers whose names are also everyday words ("royal mail", "inbox insta"): only right beside
 * a mailbox do they name one.
 */
const EVERYDAY_PROVIDERS: ReadonlySet<string> = new Set(
  'mail live me web free orange list inbox bk ya pm'.split(' '),
);

/** "forms.gle/Q7uPx2", a domain and its path: the words of a link. */
const inALink = (text: string, word: string | undefined, start: number | undefined) =>
  word !== undefined &&
  start !== undefined &&
  (text[start + word.length] === '/' || text[start - 1] === '/');

/** A company named for its mail ("google"): a mailbox's provider only where mail is said. */
const NAMED_WITH_MAIL: ReadonlySet<string> = new Set(['google']);

/** Words a mailbox may stand from its provider when the text says it gives an email. */
const MAILBOX_REACH = 10;
/** Words a dotted mailbox may stand from its provider with no word for an email at all. */
const CLOSE_REACH = 3;

/**
 * A mailbox as it is named apart from its provider: a mailbox's shape, also with an ending a
 * mailbox may have ("hoanglong.dev"), never a provider's domain or a common site's ending.
 */
const namedMailbox = (word: string | undefined) =>
  word !== undefined &&
  !REDUPLICATED.test(word) &&
  (mailboxLike(word) ||
    (addressShaped(word) &&
      !word.startsWith('www.') &&
      !isProviderDomain(word) &&
      !SPELLED_DOMAINS.has(word.split('.').at(-1) ?? '')));

// "gara2", "nyari2": Indonesian writes a doubled word with a 2, no mailbox's digits.
const REDUPLICATED = /^\p{L}+2$/u;

/**
 * "ya точка ru": a provider named like a word, with a dot (typed or said) and its ending after
 * it: a provider all the same.
 */
const withDomainAfter = (words: readonly string[], i: number) =>
  phraseAt(DOT_WORDS, words, i + 1) > 0 && TOP_LEVEL_DOMAINS.has(words[i + 2] ?? '');

/**
 * "tên là ngoclan.le, nhà cung cấp là gmail", "mii_chan0701 のあとにicloud…(@は自分で)",
 * "gmail is the site, the name before it is tomwrites.late": a mailbox some words from its
 * provider, in a text that says it gives an email; or "halo.ruangteduh, pakai outlook": a
 * dotted mailbox right beside one, which no sentence has.
 */
function mailboxNear(
  words: readonly string[],
  i: number,
  inPath: (k: number) => boolean,
  mailSaid: () => boolean,
): boolean {
  for (let k = Math.max(0, i - MAILBOX_REACH); k <= i + MAILBOX_REACH; k += 1) {
    const candidate = words[k];
    if (k === i || !namedMailbox(candidate) || inPath(k)) continue;
    const close = Math.abs(k - i) <= CLOSE_REACH && /[._]/.test(candidate ?? '');
    if (close || mailSaid()) return true;
  }
  return false;
}

/** Words after a word for an email that may name its mailbox ("my email is danny.h.brook"). */
const INTRODUCED_REACH = 4;

/**
 * "First part of my email is danny.h.brook … the rest is the yahoo one": a mailbox right after a
 * word for an email, its provider named anywhere in the text.
 */
function mailboxIntroduced(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (phraseAt(MAIL_WORDS, words, i) === 0) return false;
    for (let k = i + 1; k <= i + INTRODUCED_REACH && k < words.length; k += 1) {
      if (mailboxLike(words[k]) && !isProvider(words[k] ?? '')) return true;
    }
    return false;
  });
}

/**
 * Whether the text says it gives an email ("correo", "邮箱", an "@" named or typed), or says to
 * type a name as one word ("kieranmoss at googlemail, all one word"): an address dictated.
 */
function saysMail(text: string): boolean {
  if (text.includes('@')) return true;
  const words = textWords(text);
  return words.some(
    (word, i) =>
      phraseAt(MAIL_WORDS, words, i) > 0 ||
      phraseAt(JOIN_NOTES, words, i) > 0 ||
      phraseAt(AT_WORDS, words, i) > 1 ||
      (CJK.test(word) && holdsCjkPhrase(AT_WORDS, word)),
  );
}

/**
 * "my gmail is lunarose99", "мой яндекс — m.orlov1999": a mailbox named beside its provider.
 * Asked only of a text that names a provider (namesAProvider).
 */
function mailboxNamed(text: string): boolean {
  const { words, starts } = mailboxWords(text);
  let noSpaces: boolean | undefined;
  let mailSaid: boolean | undefined;
  let introduced: boolean | undefined;
  const said = () => (mailSaid ??= saysMail(text));
  return words.some((word, i) => {
    // Asked of every word of the text: one look-up for the three readings below.
    const free = FREE_MAIL.has(word);
    // "163邮箱 wangjie_1995": a provider named by digits, said to be a mailbox.
    const numberedMailbox = free && /^邮箱|^郵箱/.test(words[i + 1] ?? '');
    // "ya точка ru": a provider named like a word, its domain said after it.
    const spelledDomain = free && withDomainAfter(words, i);
    // "邮箱 zhangruoxi1992，163的": "the 163 one", a provider by its digits, in a text about mail.
    const numberedOne = free && /^[0-9]+$/.test(word) && /^的/.test(words[i + 1] ?? '') && said();
    if (!isProvider(word) && !numberedMailbox && !spelledDomain && !numberedOne) return false;
    if (NAMED_WITH_MAIL.has(word) && !said()) return false;
    // "gmail lunarose99", "gmail của mình là linhchi.tran2004", "lunarose99 gmail".
    if (mailboxLike(words[i + 1 + mailboxWordsAt(words, i + 1)])) return true;
    if (i >= 1 && mailboxLike(words[i - 1])) return true;
    // "lethuy.hn (gmail)": the provider in brackets right after the mailbox.
    if (i >= 1 && addressShaped(words[i - 1]) && providerInBrackets(text, words, starts, i))
      return true;
    // "lunarose99 on gmail".
    const on = i >= 2 && phraseAt(ON_WORDS, words, i - 1) > 0;
    if (on && mailboxLike(words[i - 2])) return true;
    const end = on ? i - 1 : i;
    if (end >= 2 && (noSpaces ??= saysNoSpaces(text)) && joinedBefore(words, end)) return true;
    // "inbox insta", "royal mail": a provider named like a word names one only right beside it.
    if (EVERYDAY_PROVIDERS.has(word) && !withDomainAfter(words, i)) return false;
    if (mailboxNear(words, i, (k) => inALink(text, words[k], starts[k]), said)) return true;
    return (introduced ??= mailboxIntroduced(words));
  });
}

/** A "/" typed or said: a link's path, which no mailbox has. */
const SAYS_SLASH = new RegExp(`/|${spelledAlternatives(SLASH_WORDS)}`, 'u');

/** Words after a word for an email that may say the mailbox is the name used here. */
const SAME_NAME_REACH = 6;

/**
 * "my email is my username here plus gmail dot com", "почта у меня такая же как ник тут, только
 * на джимейле": a word for an email, then the name used here said to be the mailbox, at a
 * provider the text names.
 */
function sameNameSaid(text: string): boolean {
  if (!SAME_NAME_START.test(text)) return false;
  const words = textWords(text);
  return words.some((_, i) => {
    if (phraseAt(MAIL_WORDS, words, i) === 0) return false;
    for (let k = i + 1; k <= i + SAME_NAME_REACH && k < words.length; k += 1) {
      if (phraseAt(SAME_NAME, words, k) > 0) return true;
    }
    return false;
  });
}

/** Whether only an opening bracket stands between word `i - 1` and the provider at `i`. */
function providerInBrackets(
  text: string,
  words: readonly string[],
  starts: readonly number[],
  i: number,
): boolean {
  const previous = words[i - 1];
  const previousStart = starts[i - 1];
  const providerStart = starts[i];
  if (previous === undefined || previousStart === undefined || providerStart === undefined) {
    return false;
  }
  const between = text.slice(previousStart + previous.length, providerStart);
  return /^ ?[(（[] ?$/.test(between);
}

// A QQ mailbox is the account's number at qq.com: "QQ邮箱 12345678".
const QQ_MAILBOX = /qq\s?(?:邮箱|郵箱|mail)\s?[:：是]?\s?[0-9]{5,12}/u;

/** Whether the text names the "@" itself: the note beside a stand-in ("#换成@", "# bằng @"). */
const namesTheAt = (tokens: AddressToken[]) =>
  tokens.some((token) => token.kind === '@' && token.standIn !== true);

/** A domain's last labels read as a domain, for how its dots were written. */
function knownDomain(domain: Labels): boolean {
  const top = domain.labels.at(-1) ?? '';
  if (domain.labels.length < 2 || !/^\p{L}{2,}$/u.test(top)) return false;
  if (isCountryDomain(domain.labels)) return true;
  const known = domain.spelledDot && !domain.disguisedDot ? SPELLED_DOMAINS : TOP_LEVEL_DOMAINS;
  return known.has(top);
}

/** A word said between an address's parts ("the", "puis", "значок"), or a comma. */
const isAddressFiller = (token: AddressToken | undefined) =>
  token?.kind === 'break' ||
  (token?.kind === 'word' && (ADDRESS_FILLERS.has(token.text) || NUMBER_FILLERS.has(token.text)));

/** A number said in words at the end of a mailbox ("marcus.reilly eighty seven"). */
const isNumberWord = (token: AddressToken | undefined) =>
  token?.kind === 'word' &&
  (DIGIT_WORDS.has(token.text) || NUMBER_VALUES.has(token.text) || TENS_WORDS.has(token.text));

/**
 * Where the labels start, walking from the "@" past what is said around it: up to `most`
 * fillers ("ellie_m at the gmail", "tihiy.ezhik, потом собака, потом яндекс"), and on the
 * mailbox's side the number said after its name ("lea.martin quarante deux chez gmail").
 */
function pastSaid(tokens: AddressToken[], at: number, step: 1 | -1, most: number): number {
  let i = at;
  for (let skipped = 0; skipped < most; skipped += 1) {
    const next = tokens[i + step];
    if (!isAddressFiller(next) && !(step === -1 && isNumberWord(next))) break;
    i += step;
  }
  return tokens[i + step]?.kind === 'word' ? i : at;
}

/** "gmail com": the domain's ending said after it, its dot left out. */
const endingWithoutDot = (tokens: AddressToken[], start: number, domain: Labels) => {
  const after = tokens[start + 2 * domain.labels.length];
  return after?.kind === 'word' && SPELLED_DOMAINS.has(after.text);
};

/** "us at discord dot gg slash x": a domain with a path is a link, never a mailbox. */
const hasPath = (tokens: AddressToken[], at: number, domain: Labels) =>
  tokens[at + 2 * domain.labels.length]?.kind === '/';

/**
 * "hoaibao88 ở bên yahoo", "nocheslargas_7 en hotmail", "pakharjo1960 pada yahoo": a word for
 * "at" or "on" before a free mail provider, a mailbox's name before it.
 */
function mailboxOnProvider(
  tokens: AddressToken[],
  words: string[],
  at: number,
  mailSaid: () => boolean,
): boolean {
  const on = phraseAt(ON_WORDS, words, at);
  if (on === 0) return false;
  const last = at + on - 1 + phraseAt(ON_WORDS, words, at + on);
  const domain = labelsFrom(tokens, pastSaid(tokens, last, 1, 1), 1);
  if (hasPath(tokens, last, domain)) return false;
  const local = labelsFrom(tokens, pastSaid(tokens, at, -1, 4), -1);
  if (local.labels.length === 0) return false;
  // "quang.vo ở fpt chấm com chấm vn": a company's mailbox under its country's domain.
  if (!FREE_MAIL.has(domain.labels[0] ?? '')) {
    return isCountryDomain(domain.labels) && local.labels.length > 1 && mailSaid();
  }
  // "62kg, on me dit…", "luna22 on live": a provider whose name is an everyday word, alone after
  // "on", names a mailbox only in a text about an email.
  const everyday = domain.labels.length === 1 && EVERYDAY_PROVIDERS.has(domain.labels[0] ?? '');
  if (everyday && !mailSaid()) return false;
  if (looksLikeHandle(local.labels)) return true;
  // "email aku tarapuspita di gmail dot com", "puspitasari di gmail com": a plain name, in a
  // text about an email, with its whole domain (its dot maybe left out); a short word before
  // "on gmail" is the sentence ("saya di gmail").
  const whole =
    knownDomain(domain) || endingWithoutDot(tokens, pastSaid(tokens, last, 1, 1), domain);
  return (local.labels[0] ?? '').length >= 6 && whole && mailSaid();
}

export function hasEmail({ text: typed, tokens: read }: ContactInput): boolean {
  const text = withProviderNames(typed);
  // A text names a provider or not once: the scan is most of what a text without one costs.
  const providerNamed = namesAProvider(text);
  if ((providerNamed && mailboxNamed(text)) || QQ_MAILBOX.test(text)) return true;
  if (providerNamed && sameNameSaid(text)) return true;
  // "mi gmail: valentina punto quispe punto 2004": the mailbox's dots or "_" said; never where a
  // path's "/" is said too ("zen точка yandex точка ru слэш nastya_blog" is a link).
  if (providerNamed && !SAYS_SLASH.test(text)) {
    const joined = withSpelledJoins(text);
    if (joined !== text && mailboxNamed(joined)) return true;
  }
  if (providerNamed && namesMailboxByFormula(text)) return true;
  const tokens = read();
  const words = tokens.map((token) => (token.kind === 'word' ? token.text : ''));
  let mailSaid: boolean | undefined;
  return tokens.some((token, at) => {
    if (token.kind === 'word') {
      if (letterForAt(tokens, at)) return true;
      return mailboxOnProvider(tokens, words, at, () => (mailSaid ??= saysMail(text)));
    }
    if (token.kind === 'break') return token.symbol === true && symbolsForSigns(tokens, at);
    if (token.kind !== '@') return false;
    if (addressAround(tokens, at, token, () => (mailSaid ??= saysMail(text)))) return true;
    if (writtenBackwards(tokens, at)) return true;
    return token.standIn !== true && saidAround(tokens, at, () => (mailSaid ??= saysMail(text)));
  });
}

/**
 * "émilie.garnier.75 a gmail .com (remplace le a par l'arobase)": the letter "a" typed for the
 * "@" it looks like, between a mailbox's name and a free mail provider's domain.
 */
function letterForAt(tokens: AddressToken[], at: number): boolean {
  const letter = tokens[at];
  if (letter?.kind !== 'word' || letter.text !== 'a') return false;
  const local = labelsFrom(tokens, at, -1);
  const domain = labelsFrom(tokens, at, 1);
  return (
    looksLikeHandle(local.labels) &&
    FREE_MAIL.has(domain.labels[0] ?? '') &&
    knownDomain(domain) &&
    !hasPath(tokens, at, domain)
  );
}

const NAME_SEPARATOR = `(?: ?[._-] ?| (?:${spelledAlternatives(DOT_WORDS)}|${spelledAlternatives(UNDERSCORE_WORDS)}) |${DOT_WORDS.cjk.map(escapeRegExp).join('|')})`;
const nameParts = (list: readonly string[]) => list.map(escapeRegExp).join('|');

// "prénom point nom", "first name dot last name", "имя.фамилия", "名前ドット苗字": a mailbox
// made of the poster's name, with its provider named in the text (mailbox by formula).
const NAME_PAIR = `(?:(?:${nameParts(FIRST_NAME_WORDS)})${NAME_SEPARATOR}(?:${nameParts(LAST_NAME_WORDS)})|(?:${nameParts(LAST_NAME_WORDS)})${NAME_SEPARATOR}(?:${nameParts(FIRST_NAME_WORDS)}))`;
const NAME_FORMULA = new RegExp(`(?<![\\p{L}])${NAME_PAIR}(?![\\p{L}])`, 'u');
// The same without the letters around it looked at: whether NAME_FORMULA can match at all, in
// one scan of a long text with no look-behind tried at every character.
const NAME_PAIR_SOMEWHERE = new RegExp(NAME_PAIR, 'u');
const namesMailboxByFormula = (text: string) =>
  NAME_PAIR_SOMEWHERE.test(text) && NAME_FORMULA.test(text);

/** The address right around an "@": its mailbox before, its domain after. */
function addressAround(
  tokens: AddressToken[],
  at: number,
  token: { spelled: boolean; standIn?: boolean; mention?: boolean },
  mailSaid: () => boolean,
): boolean {
  const localEnd = pastFiller(tokens, at, -1);
  const local = labelsFrom(tokens, localEnd, -1);
  const domain = labelsFrom(tokens, pastFiller(tokens, at, 1), 1);
  if (local.labels.length === 0 || domain.labels.length === 0) return false;
  if (hasPath(tokens, at, domain)) return false;
  // "@wortwolke@chaos.social": an "@" before the name too is a Mastodon account, a handle; no
  // such server is a mail provider's.
  const before = tokens[localEnd - 2 * local.labels.length];
  if (
    !token.spelled &&
    before?.kind === '@' &&
    !before.spelled &&
    !FREE_MAIL.has(domain.labels[0] ?? '')
  ) {
    return false;
  }
  // "mình @linh.ngoc.art": a handle mentioned after a word, unless its domain is a mailbox's
  // provider or the word before has an address's shape ("jane_22 @gmail.com").
  if (token.mention === true && !FREE_MAIL.has(domain.labels[0] ?? '')) {
    if (!looksLikeHandle(local.labels)) return false;
  }
  // "#" for "@": a free mail domain, or a note saying which symbol stands for the "@".
  if (token.standIn === true) {
    return knownDomain(domain) && (FREE_MAIL.has(domain.labels[0] ?? '') || namesTheAt(tokens));
  }
  // "DM me at www.example.net" is a link with "at" in front of it, not an address.
  if (domain.labels[0] === 'www') return false;
  // "I work at yahoo": a spelled "at" needs an address-like name before it; "my blog is at
  // x.wordpress.com", "write me at site.com": a word that introduces, no mailbox.
  if (token.spelled && (local.labels.join('').length < 2 || /'/.test(local.labels.join('')))) {
    return false;
  }
  if (token.spelled && local.labels.length === 1 && introducesAt(local.labels[0] ?? '')) {
    return false;
  }
  if (knownDomain(domain)) return true;
  const provider = domain.labels[0] ?? '';
  // "jane at gmail" could be "I work at gmail"; "jane at gmx punkt de" could not.
  return (
    FREE_MAIL.has(provider) &&
    (!token.spelled || looksLikeHandle(local.labels) || domain.labels.length >= 2 || mailSaid())
  );
}

/**
 * An "@" with words said between it and the address's parts ("marcus.reilly eighty seven at
 * the gmail", "bichngoc2002, viết liền, rồi @ gmail"): an email when a free mail provider or a
 * known domain follows and the mailbox has an address's shape, or the text says it is a mail.
 */
function saidAround(tokens: AddressToken[], at: number, mailSaid: () => boolean): boolean {
  // Nothing said on either side: the address right around the "@" was all there was.
  const said = (token: AddressToken | undefined) => isAddressFiller(token) || isNumberWord(token);
  if (!said(tokens[at - 1]) && !isAddressFiller(tokens[at + 1])) return false;
  const local = labelsFrom(tokens, pastSaid(tokens, at, -1, 4), -1);
  if (namesAPlatform(local.labels)) return false;
  const domainAt = pastSaid(tokens, at, 1, 2);
  const domain = labelsFrom(tokens, domainAt, 1);
  if (local.labels.length === 0 || domain.labels.length === 0) return false;
  if (hasPath(tokens, domainAt, domain) || domain.labels[0] === 'www') return false;
  const provider = FREE_MAIL.has(domain.labels[0] ?? '') || knownDomain(domain);
  return provider && (looksLikeHandle(local.labels) || mailSaid());
}

/**
 * "инста: @ivanova.art", "ig: @ l u n a . s t u d i o": a platform's name before the "@",
 * a ":" between, names where the handle is; no mailbox is called "insta".
 */
const namesAPlatform = (labels: readonly string[]) =>
  labels.length === 1 && PLATFORMS.words.has(labels[0] ?? '');

const reversed = (label: string) => [...label].reverse().join('');

/**
 * "moc.liamg@3991gnaht", "ur.liam@tsovilam": an address written backwards, read from its end:
 * a free mail provider and a domain's ending before the "@", the mailbox after it.
 */
function writtenBackwards(tokens: AddressToken[], at: number): boolean {
  // The provider, read backwards, stands right before the "@" ("liamg@…"): most "@"s stop here.
  const provider = tokens[at - 1];
  if (provider?.kind !== 'word' || !FREE_MAIL.has(reversed(provider.text))) return false;
  const before = labelsFrom(tokens, at, -1);
  const after = labelsFrom(tokens, at, 1);
  if (before.labels.length < 2 || after.labels.length === 0) return false;
  const domain = before.labels.map(reversed).reverse();
  const top = domain.at(-1) ?? '';
  return TOP_LEVEL_DOMAINS.has(top) && /^[a-z0-9]/.test(reversed(after.labels.at(-1) ?? ''));
}

/**
 * "alex🐶bk🔹ru", "kiranightowl 🌙 at 🌙 proton 🌙 me", "marco.seidel 🐒 mailbox 🔸 org":
 * emojis typed for the "@" and the "." of an address, from the symbol at `at` on: a mailbox,
 * a symbol (and the "@" said), a provider, a symbol, a domain's ending.
 */
function symbolsForSigns(tokens: AddressToken[], at: number): boolean {
  const local = labelsFrom(tokens, at, -1);
  let next = at + 1;
  const said = tokens[next];
  if (said?.kind === '@') {
    const symbol = tokens[next + 1];
    if (symbol?.kind !== 'break' || symbol.symbol !== true) return false;
    next += 2;
  }
  const provider = tokens[next];
  const dot = tokens[next + 1];
  const top = tokens[next + 2];
  if (provider?.kind !== 'word' || dot?.kind !== 'break' || dot.symbol !== true) return false;
  if (top?.kind !== 'word' || !TOP_LEVEL_DOMAINS.has(top.text)) return false;
  if (local.labels.length === 0 || local.labels.join('').length < 3) return false;
  return FREE_MAIL.has(provider.text) || looksLikeHandle(local.labels);
}
