// Links: a scheme or "www.", or a bare domain ("mysite.online", "linktr.ee/lunarose"), also
// disguised ("google[.]com", "freestuff dot com", "mysite . com").
import { CJK } from '../fold.ts';
import type { AddressToken } from './address-tokens.ts';
import type { ContactInput } from './contact.ts';
import {
  COLON_WORDS,
  textWords,
  escapeRegExp,
  introducesAt,
  JOIN_NOTES,
  NOT_SITE_NAMES,
  NUMBER_FILLERS,
  phraseAt,
  PLATFORMS,
  SLASH_WORDS,
  SPACE_WORDS,
  WEB_CUES,
} from './contact-words.ts';
import {
  isCountryDomain,
  SITE_NAMED_DOMAINS,
  SPELLED_DOMAINS,
  TOP_LEVEL_DOMAINS,
  WORD_LIKE_DOMAINS,
} from './top-level-domains.ts';

const SCHEME = /\b(?:https?|hxxps?|ftp):\/\/|\bwww\.[\p{L}\p{N}]/u;
const LABEL = /^[\p{L}\p{N}-]+$/u;

type DotsWritten = {
  spelled: boolean;
  disguised: boolean;
  withPath: boolean;
  /** No word right after the domain: it ends its clause. */
  last: boolean;
};

/**
 * Whether labels joined by dots name a site, for how the dots were written: typed, any
 * top-level domain (one that is also a word needs a path); spelled, only those no language
 * uses as a word, unless a path or a third label ("x dot vercel dot app") shows the shape of
 * an address; disguised ("[.]", "点"), any, "[.]" even a word-like one. After "www" or under a
 * country's second level ("com punto ar"), any. An article is no site's name ("las punto com").
 * Failing all that, a word-like domain such as "blog" or a city's ("yuxi.blog",
 * "seelenraum.berlin") is a site when the text says so ("browser", "no www", "主页").
 */
function readsAsDomain(
  labels: readonly string[],
  dots: DotsWritten,
  saysSite: () => boolean,
  amongCjk: () => boolean,
): boolean {
  const top = labels.at(-1) ?? '';
  if (isCountryDomain(labels)) return true;
  if (labels[0] === 'www' && labels.length >= 3) return TOP_LEVEL_DOMAINS.has(top);
  // "онлайн": a domain as it is said, only spelled out.
  if (!TOP_LEVEL_DOMAINS.has(top) && !SPELLED_DOMAINS.has(top)) return false;
  const plainlySpelled = dots.spelled && !dots.disguised;
  if (plainlySpelled && NOT_SITE_NAMES.has(labels[0] ?? '')) return false;
  const addressShape = dots.withPath || labels.length >= 3;
  const known = !plainlySpelled || SPELLED_DOMAINS.has(top) || addressShape;
  // "[.]" or "点" between Latin words: nobody writes that but to hide an address.
  const notAWord = !WORD_LIKE_DOMAINS.has(top) || dots.withPath || dots.disguised;
  if (known && notAWord) return true;
  // "gemeinsam-statt-einsam.berlin": a name of hyphened words, typed against its ending; two
  // words are enough before a city's or a trade's ending ("jonas-fotografie.berlin").
  const hyphened = /^\p{L}+(?:-\p{L}+)+$/u.test(labels[0] ?? '');
  if (!dots.spelled && hyphened && SITE_NAMED_DOMAINS.has(top)) return true;
  if (!dots.spelled && /^\p{L}+(?:-\p{L}+){2,}$/u.test(labels[0] ?? '')) return true;
  // "hinata-b.bsky.social", "zakka.thebase.in": three names typed dot to dot, a host's shape no
  // sentence typed without its spaces has ("e.g.", "lol.lol" are shorter).
  if (!dots.spelled && labels.length >= 3 && labels.slice(0, -1).every((l) => l.length >= 3))
    return true;
  if (SITE_NAMED_DOMAINS.has(top) && saysSite()) return true;
  // "我开了个小站 sunnyday.vip", "yumenoheya．top にきて": Latin words joined by a typed dot in
  // Chinese or Japanese writing, where no sentence of Latin words was typed without its space.
  if (typed(dots) && labels.length === 2 && CJK_SITE_NAME.test(labels[0] ?? '') && amongCjk()) {
    return true;
  }
  // "my website hannahwrites.me": any ending typed against a site's name, in a text that says
  // it names a site; a long name, or one that ends its clause ("my website is down.me and my
  // friends…" is a sentence typed without its space).
  if (!dots.spelled && typedSiteName(labels[0] ?? '', dots.last) && saysSite()) return true;
  // "mein Blog: seelenstaub Punkt de": a country's ending that is also a word, said after a
  // site's name in a text that says it names a site.
  return (
    plainlySpelled &&
    labels.length === 2 &&
    /^[a-z]{2}$/.test(top) &&
    (labels[0] ?? '').length >= 5 &&
    saysSite()
  );
}

const typed = (dots: DotsWritten) => !dots.spelled && !dots.disguised;
const CJK_SITE_NAME = /^[a-z][a-z0-9-]{2,}$/;

/** A site's name typed before its ending: not the word "website", long or last in its clause. */
const typedSiteName = (label: string, last: boolean) =>
  label.length >= (last ? 4 : 8) && /\p{L}/u.test(label) && !WEB_CUES.words.has(label);

/** Whether a word of the nine languages says the text names a site ("browser", "www"). */
function namesASite(text: string): boolean {
  const words = textWords(text);
  return words.some((_, i) => phraseAt(WEB_CUES, words, i) > 0);
}

const forms = (list: typeof COLON_WORDS) =>
  [...list.words, ...list.sequences.map((w) => w.join(' ')), ...list.cjk].map(escapeRegExp);

// "h t t p s : / /", "h t t p s colon slash slash", "h t t p s deux points barre barre": a
// scheme typed one character at a time, its ":" and "/" maybe said.
const COLON = `(?::|${forms(COLON_WORDS).join('|')})`;
const SLASH = `(?:/|${forms(SLASH_WORDS).join('|')})`;
const SPACED_SCHEME = new RegExp(`\\bh ?t ?t ?p ?s? ?${COLON} ?${SLASH} ?${SLASH}`, 'u');

/**
 * Hosts of short links and invitations, whose name and ending are known together: "bit ly
 * slash x", "discord gg slash x", "clck ру слэш x" are links with the dot left out.
 */
const SHORT_LINK_HOSTS: ReadonlySet<string> = new Set(
  (
    'bit.ly t.me discord.gg forms.gle youtu.be linktr.ee clck.ru goo.gl sh.st tinyurl.com ' +
    'wa.me vk.cc cutt.ly is.gd rb.gy t.co onlyfans.com instagram.com tiktok.com facebook.com ' +
    'fb.com twitter.com x.com vk.com ok.ru patreon.com twitch.tv'
  ).split(' '),
);

/** "bit ly / meo2025": a short link's host said without its dot, a path after it. */
const hostWithoutDot = (name: AddressToken | undefined, top: AddressToken | undefined) =>
  name?.kind === 'word' && top?.kind === 'word' && SHORT_LINK_HOSTS.has(`${name.text}.${top.text}`);

/** "patreon", "vk": the hosts above that are a site's name before ".com" or ".tv". */
const SITE_NAME_HOSTS: ReadonlySet<string> = new Set(
  [...SHORT_LINK_HOSTS].flatMap((host) => {
    const [site, ending] = host.split('.');
    return site !== undefined && site.length > 1 && (ending === 'com' || ending === 'tv')
      ? [site]
      : [];
  }),
);

/**
 * "t. me / sad_hamster" (the dot typed against a space), "patreon slash milodraws" (the ending
 * left out): a short link's host, then a path with a letter that names no other platform
 * ("insta/tiktok" is a list, "tiktok/2 weeks" a typo).
 */
function hostBeforePath(tokens: AddressToken[], i: number): boolean {
  const name = tokens[i];
  if (name?.kind !== 'word') return false;
  const apart = tokens[i + 1]?.kind === 'break' && tokens[i + 3]?.kind === '/';
  const host = apart ? hostWithoutDot(name, tokens[i + 2]) : SITE_NAME_HOSTS.has(name.text);
  const path = tokens[apart ? i + 4 : i + 2];
  return (
    host &&
    (apart || tokens[i + 1]?.kind === '/') &&
    path?.kind === 'word' &&
    /\p{L}/u.test(path.text) &&
    !PLATFORMS.words.has(path.text) &&
    !SITE_NAME_HOSTS.has(path.text)
  );
}

/** Whether a "space" word stands for a dot at token `at` ("spasi", "пробел"). */
const saidSpace = (token: AddressToken | undefined) =>
  token?.kind === 'word' && SPACE_WORDS.words.has(token.text);

/** After the "www" at `at`: a name and a domain's ending, no dots but maybe "space" between. */
function dotsLeftOut(tokens: AddressToken[], at: number): boolean {
  let i = at + 1;
  if (saidSpace(tokens[i])) i += 1;
  const name = tokens[i];
  const spaced = saidSpace(tokens[i + 1]);
  const top = tokens[spaced ? i + 2 : i + 1];
  if (name?.kind !== 'word' || top?.kind !== 'word') return false;
  return SPELLED_DOMAINS.has(top.text) || (spaced && TOP_LEVEL_DOMAINS.has(top.text));
}

/** "my blog is at x.com": an "at" said after a word that introduces a place, no mailbox's. */
function atAfterVerb(tokens: AddressToken[], at: number): boolean {
  const sign = tokens[at];
  const word = tokens[at - 1];
  return sign?.kind === '@' && sign.spelled && word?.kind === 'word' && introducesAt(word.text);
}

// A letter no address typed by hand holds: people type a site's name without its accents.
const ACCENTED = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/u;

/**
 * "lo intenté.de verdad", "me fui a casa.Es lo mejor": a sentence typed without the space after
 * its full stop, the next word a country's ending. Asked only of two words joined by a typed
 * dot with more words after them: the word before the dot has an accent, or the word after it
 * starts a sentence (a capital after a small letter) and is no ending only sites have ("com").
 */
function missingSpace(labels: readonly string[], dotBefore: (word: string) => boolean): boolean {
  const [name = '', top = ''] = labels;
  if (ACCENTED.test(name)) return true;
  if (SPELLED_DOMAINS.has(top)) return false;
  return /\p{Ll}$/u.test(name) && dotBefore(`${top.charAt(0).toUpperCase()}${top.slice(1)}`);
}

/** How many characters after each dot `dotBeforeAnywhere` keeps: a longer word scans the text. */
const AFTER_DOT = 24;

/**
 * Whether "." then `word` stands anywhere in `text`, asked of every pair of words a typed dot
 * joins. The characters after each dot are read once and sorted, and a word is a binary search
 * among them: a scan of the whole text per pair made a text of many such pairs take quadratic
 * time ("pkt.там я/" repeated: 37 ms for 5,000 characters, 143 ms for 40,000). Exact: a word of
 * at most AFTER_DOT characters follows a dot if it begins what a dot has after it.
 * @internal exported for its test
 */
export function dotBeforeAnywhere(text: string): (word: string) => boolean {
  let afterDots: string[] | undefined;
  const scanned = new Map<string, boolean>();
  return (word) => {
    if (word.length > AFTER_DOT) {
      let found = scanned.get(word);
      if (found === undefined) scanned.set(word, (found = text.includes(`.${word}`)));
      return found;
    }
    afterDots ??= afterEachDot(text).sort();
    let low = 0;
    let high = afterDots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((afterDots[middle] ?? '') < word) low = middle + 1;
      else high = middle;
    }
    return afterDots[low]?.startsWith(word) === true;
  };
}

/** The AFTER_DOT characters after each "." of the text. */
function afterEachDot(text: string): string[] {
  const after: string[] = [];
  for (let dot = text.indexOf('.'); dot >= 0; dot = text.indexOf('.', dot + 1)) {
    after.push(text.slice(dot + 1, dot + 1 + AFTER_DOT));
  }
  return after;
}

// Endings no handle's name takes: "encre-et-larmes.tumblr.com" is a site, "liza.moroz.art" and
// "lone.wolf.ru" are names on an app that happen to end like one.
const SITE_ONLY_ENDINGS: ReadonlySet<string> = new Set(['com', 'net', 'org', 'info', 'biz']);

/** How many tokens of fillers may stand on one side of a spelled dot. */
const MOST_FILLERS = 4;

/**
 * The tokens without what is said between a site's parts and a spelled dot: commas, "then",
 * "all one word" ("refugio-nocturno, luego punto, luego net", "cuartosinventana, todo junto,
 * punto com"). A typed dot is left as it is: what stands beside it is no dictation.
 */
function withoutWordsAroundSpelledDots(tokens: AddressToken[]): AddressToken[] {
  if (!tokens.some((token) => token.kind === '.' && token.spelled)) return tokens;
  const words = tokens.map((token) => (token.kind === 'word' ? token.text : ''));
  const fillerAt = (at: number): number => {
    const token = tokens[at];
    if (token?.kind === 'break') return 1;
    if (token?.kind !== 'word') return 0;
    // The words said between a number's parts ("then", "luego"); not the articles a mailbox's
    // fillers have ("the dot com bubble" is no site).
    if (NUMBER_FILLERS.has(token.text)) return 1;
    return phraseAt(JOIN_NOTES, words, at);
  };
  const spelledDot = (token: AddressToken | undefined) => token?.kind === '.' && token.spelled;
  const kept: AddressToken[] = [];
  for (let i = 0; i < tokens.length;) {
    let end = i;
    for (let n = fillerAt(end); n > 0 && end - i < MOST_FILLERS; n = fillerAt(end)) end += n;
    if (end === i) {
      kept.push(tokens[i] as AddressToken);
      i += 1;
      continue;
    }
    const before = kept.at(-1);
    const after = tokens[end];
    const besideDot =
      (before?.kind === 'word' && spelledDot(after)) ||
      (spelledDot(before) && after?.kind === 'word');
    if (!besideDot) kept.push(...tokens.slice(i, end));
    i = end;
  }
  return kept;
}

export function hasLink(input: ContactInput): boolean {
  return linkIn(input, false);
}

/**
 * Whether the text holds a link no handle or phone number could be read as instead: a scheme,
 * "www", a path, or an ending only sites have. A handle or a number read inside such a link
 * ("wa.me/33639981234", "encre-et-larmes.tumblr.com") is the link's.
 */
export function hasUnmistakableLink(input: ContactInput): boolean {
  return linkIn(input, true);
}

function linkIn({ text, tokens: read, cased }: ContactInput, unmistakable: boolean): boolean {
  if (SCHEME.test(text) || SPACED_SCHEME.test(text)) return true;
  const tokens = withoutWordsAroundSpelledDots(read());
  let siteNamed: boolean | undefined;
  const saysSite = () => (siteNamed ??= namesASite(text));
  let cjkText: boolean | undefined;
  const amongCjk = () => (cjkText ??= CJK.test(text));
  let dotBefore: ((word: string) => boolean) | undefined;
  const capitalAfterDot = (word: string) => (dotBefore ??= dotBeforeAnywhere(cased))(word);
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const name = tokens[i];
    const dot = tokens[i + 1];
    const top = tokens[i + 2];
    // "www lunarose com", "www spasi cerita-kita spasi xyz": the dots left out or said as
    // spaces, the "www" and the domain still there.
    if (name?.kind === 'word' && name.text === 'www' && dotsLeftOut(tokens, i)) return true;
    if (top?.kind === '/' && tokens[i + 3]?.kind === 'word' && hostWithoutDot(name, dot)) {
      return true;
    }
    if (hostBeforePath(tokens, i)) return true;
    if (name?.kind !== 'word' || dot?.kind !== '.' || top?.kind !== 'word') continue;
    // An email's domain is the email's business ("#" for "@" may be no email: still a link),
    // unless a path follows it ("us at discord dot gg slash x").
    const before = tokens[i - 1];
    const afterAt = before?.kind === '@' && before.standIn !== true && !atAfterVerb(tokens, i - 1);
    // "wrote about it at www dot …": no mailbox is named "www".
    const mailbox = afterAt && name.text !== 'www';
    if ((mailbox && tokens[i + 3]?.kind !== '/') || before?.kind === '.') continue;
    if (!LABEL.test(name.text) || !/\p{L}/u.test(name.text)) continue;
    // The labels: walk over "a.b.c" to the end.
    const labels = [name.text];
    let end = i + 2;
    let spelled = dot.spelled;
    let disguised = dot.disguised === true;
    for (;;) {
      const last = tokens[end];
      if (last?.kind === 'word') labels.push(last.text);
      const next = tokens[end + 1];
      if (next?.kind !== '.' || tokens[end + 2]?.kind !== 'word') break;
      spelled ||= next.spelled;
      disguised ||= next.disguised === true;
      end += 2;
    }
    const withPath = tokens[end + 1]?.kind === '/';
    const last = tokens[end + 1]?.kind !== 'word';
    const typedDot = !spelled && !disguised && !withPath;
    if (typedDot && !last && labels.length === 2 && missingSpace(labels, capitalAfterDot)) {
      i = end - 1;
      continue;
    }
    if (
      readsAsDomain(labels, { spelled, disguised, withPath, last }, saysSite, amongCjk) &&
      (!unmistakable || withPath || SITE_ONLY_ENDINGS.has(labels.at(-1) ?? ''))
    ) {
      return true;
    }
    i = end - 1;
  }
  return false;
}
