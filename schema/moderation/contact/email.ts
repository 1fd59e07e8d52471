// Email addresses, plain or disguised: "jane@example.com", "jane @ gmail . com", "jane at
// example period org", "jane(at)gmail(dot)com", "luna.rose22 at gmail".
import type { AddressToken } from './address-tokens.ts';
import type { ContactInput } from './contact.ts';
import { MAIL_PROVIDER_WORDS, MAILBOX_WORDS, ON_WORDS, phraseAt } from './contact-words.ts';
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

const looksLikeHandle = (labels: string[]) => labels.length > 1 || /[0-9_]/.test(labels[0] ?? '');

// Words as a mailbox has them ("sarah_du_59", "m.orlov1999", "gmx-adresse"), Chinese and
// Japanese runs apart ("gmailはtakumi.nakamura1999です").
const CJK_RUN = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]+';
const LATIN = '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー])[\\p{L}\\p{N}_])+';
const MAILBOX_TOKEN = new RegExp(`${CJK_RUN}|${LATIN}(?:[.'-]${LATIN})*`, 'gu');

/**
 * A name only a mailbox would have: letters first, a digit, "_" or "." in it; not a web
 * address ("www.lunarose.net" after "webku" is a link).
 */
const mailboxLike = (word: string | undefined) =>
  word !== undefined &&
  /^[a-z][a-z0-9_.-]{2,}$/.test(word) &&
  /[0-9_.]/.test(word) &&
  !word.startsWith('www.') &&
  !TOP_LEVEL_DOMAINS.has(word.split('.').at(-1) ?? '');

/** "gmailku", "gmx-adresse", "谷歌邮箱": a provider's name, with what people add to it. */
function isProvider(word: string): boolean {
  if (MAIL_PROVIDER_WORDS.cjk.some((name) => word.includes(name))) return true;
  // A possessive ending ("gmailku", "gmailnya"), or the mailbox named with it ("gmx-adresse").
  const name = word
    .replace(/(?:ku|mu|nya)$/, '')
    .replace(/-?(?:adresse|address|konto)$|-mail$/, '');
  if (MAIL_PROVIDER_WORDS.words.has(name)) return true;
  // A provider named by digits ("163") needs its "@": a bare number is just a number.
  return FREE_MAIL.has(name) && /^\p{L}{3,}$/u.test(name);
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

/** "my gmail is lunarose99", "мой яндекс — m.orlov1999": a mailbox named beside its provider. */
function mailboxNamed(text: string): boolean {
  if (!ANY_PROVIDER.test(text)) return false;
  const words = text.match(MAILBOX_TOKEN) ?? [];
  return words.some((word, i) => {
    // "163邮箱 wangjie_1995": a provider named by digits, said to be a mailbox.
    const numberedMailbox = FREE_MAIL.has(word) && /^邮箱|^郵箱/.test(words[i + 1] ?? '');
    if (!isProvider(word) && !numberedMailbox) return false;
    // "gmail lunarose99", "gmail của mình là linhchi.tran2004", "lunarose99 gmail".
    if (mailboxLike(words[i + 1 + mailboxWordsAt(words, i + 1)])) return true;
    if (i >= 1 && mailboxLike(words[i - 1])) return true;
    // "lunarose99 on gmail".
    return i >= 2 && mailboxLike(words[i - 2]) && phraseAt(ON_WORDS, words, i - 1) > 0;
  });
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

export function hasEmail({ text, tokens: read }: ContactInput): boolean {
  if (mailboxNamed(text) || QQ_MAILBOX.test(text)) return true;
  const tokens = read();
  return tokens.some((token, at) => {
    if (token.kind !== '@') return false;
    const local = labelsFrom(tokens, at, -1);
    const domain = labelsFrom(tokens, at, 1);
    if (local.labels.length === 0 || domain.labels.length === 0) return false;
    // "#" for "@": a free mail domain, or a note saying which symbol stands for the "@".
    if (token.standIn === true) {
      return knownDomain(domain) && (FREE_MAIL.has(domain.labels[0] ?? '') || namesTheAt(tokens));
    }
    // "DM me at www.example.net" is a link with "at" in front of it, not an address.
    if (domain.labels[0] === 'www') return false;
    // "I work at yahoo": a spelled "at" needs an address-like name before it.
    if (token.spelled && (local.labels.join('').length < 2 || /'/.test(local.labels.join('')))) {
      return false;
    }
    if (knownDomain(domain)) return true;
    const provider = domain.labels[0] ?? '';
    // "jane at gmail" could be "I work at gmail"; "jane at gmx punkt de" could not.
    return (
      FREE_MAIL.has(provider) &&
      (!token.spelled || looksLikeHandle(local.labels) || domain.labels.length >= 2)
    );
  });
}
