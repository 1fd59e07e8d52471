// Email addresses, plain or disguised: "jane@example.com", "jane @ gmail . com", "jane at
// example period org", "jane(at)gmail(dot)com", "luna.rose22 at gmail".
import type { AddressToken } from './address-tokens.ts';
import type { ContactInput } from './contact.ts';
import { contactWords, HANDLE_WORDS, ON_WORDS, phraseAt } from './contact-words.ts';
import { FREE_MAIL, SPELLED_DOMAINS, TOP_LEVEL_DOMAINS } from './top-level-domains.ts';

/** Address parts longer than this are not an address anyone types. */
const MAX_LABELS = 8;

type Labels = { labels: string[]; spelledDot: boolean };

/** The words joined by "." that end just before `at` (walking back) or start just after it. */
function labelsFrom(tokens: AddressToken[], at: number, step: 1 | -1): Labels {
  const labels: string[] = [];
  let spelledDot = false;
  let i = at + step;
  while (labels.length < MAX_LABELS) {
    const word = tokens[i];
    if (word?.kind !== 'word') break;
    labels.push(word.text);
    const dot = tokens[i + step];
    if (dot?.kind !== '.' || tokens[i + 2 * step]?.kind !== 'word') break;
    spelledDot ||= dot.spelled;
    i += 2 * step;
  }
  if (step === -1) labels.reverse();
  return { labels, spelledDot };
}

const looksLikeHandle = (labels: string[]) => labels.length > 1 || /[0-9_]/.test(labels[0] ?? '');

/** "my gmail is lunarose99", "lunarose99 on gmail": a mailbox named beside its provider. */
function mailboxNamed(text: string): boolean {
  const words = contactWords(text);
  const named = (word: string | undefined) =>
    word !== undefined && /^[a-z][a-z0-9_.]{2,}$/.test(word) && /[0-9_.]/.test(word);
  return words.some((word, i) => {
    // "gmailku", "gmailnya": a possessive ending on the provider's name.
    const provider = word.replace(/(?:ku|mu|nya)$/, '');
    // A provider named by digits ("163") needs its "@": a bare number is just a number.
    if (!FREE_MAIL.has(provider) || !/^\p{L}{3,}$/u.test(provider)) return false;
    let next = i + 1;
    while (next < i + 4 && phraseAt(HANDLE_WORDS, words, next) > 0) next += 1;
    if (next > i + 1 && named(words[next])) return true;
    // "gmail lunarose99", "lunarose99 gmail", "lunarose99 on gmail".
    if (named(words[i + 1])) return true;
    if (i >= 1 && named(words[i - 1])) return true;
    return i >= 2 && named(words[i - 2]) && phraseAt(ON_WORDS, words, i - 1) > 0;
  });
}

// A QQ mailbox is the account's number at qq.com: "QQ邮箱 12345678".
const QQ_MAILBOX = /qq\s?(?:邮箱|郵箱|mail)\s?[:：是]?\s?[0-9]{5,12}/u;

export function hasEmail({ text, tokens: read }: ContactInput): boolean {
  if (mailboxNamed(text) || QQ_MAILBOX.test(text)) return true;
  const tokens = read();
  return tokens.some((token, at) => {
    if (token.kind !== '@') return false;
    const local = labelsFrom(tokens, at, -1);
    const domain = labelsFrom(tokens, at, 1);
    if (local.labels.length === 0 || domain.labels.length === 0) return false;
    // "DM me at www.example.net" is a link with "at" in front of it, not an address.
    if (domain.labels[0] === 'www') return false;
    // "I work at yahoo": a spelled "at" needs an address-like name before it.
    if (token.spelled && (local.labels.join('').length < 2 || /'/.test(local.labels.join('')))) {
      return false;
    }
    const top = domain.labels.at(-1) ?? '';
    if (domain.labels.length >= 2 && /^\p{L}{2,}$/u.test(top)) {
      const known = domain.spelledDot ? SPELLED_DOMAINS : TOP_LEVEL_DOMAINS;
      if (known.has(top)) return true;
    }
    const provider = domain.labels[0] ?? '';
    // "jane at gmail" could be "I work at gmail"; "jane at gmx punkt de" could not.
    return (
      FREE_MAIL.has(provider) &&
      (!token.spelled || looksLikeHandle(local.labels) || domain.labels.length >= 2)
    );
  });
}
