// Contact details that would break anonymity: email addresses, phone numbers, social handles
// and links. Each check scans tokens or uses patterns with bounded repetition, so the work is
// linear in the length of the text whatever it contains.

/** Text with "at"/"dot" spelled out ("jane at gmail dot com", "(at)", "[dot]") written as symbols. */
export function spellSymbols(text: string): string {
  return text
    .replace(/ ?[([{<] ?(at|dot) ?[)\]}>] ?/gi, (_, word: string) =>
      word.toLowerCase() === 'at' ? '@' : '.',
    )
    .replace(/ (at|dot) (?=[\p{L}\p{N}])/giu, (_, word: string) =>
      word.toLowerCase() === 'at' ? '@' : '.',
    );
}

/** Sentence dots around a token ("mail me.", "...hi"), trimmed without a backtracking regex. */
function trimDots(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && token[start] === '.') start += 1;
  while (end > start && token[end - 1] === '.') end -= 1;
  return token.slice(start, end);
}

const LOCAL_PART = /^[\p{L}\p{N}._%+-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}-]+$/u;
const TOP_LEVEL = /^\p{L}{2,}$/u;
const FREE_MAIL =
  /^(?:gmail|yahoo|hotmail|outlook|icloud|protonmail|proton|aol|live|gmx|yandex|qq|163|mail)$/;

function isDomain(text: string): boolean {
  const labels = text.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && TOP_LEVEL.test(top);
}

/** An "@" with an address before it and a domain (or a free-mail provider) after it. */
export function hasEmail(text: string): boolean {
  for (const token of spellSymbols(text).split(/[\s,;:<>()[\]{}"'!?]+/)) {
    const parts = trimDots(token).split('@');
    for (let i = 1; i < parts.length; i += 1) {
      const local = parts[i - 1] ?? '';
      const domain = parts[i] ?? '';
      // "DM me at www.example.net" is a link with "at" in front of it, not an address.
      if (!LOCAL_PART.test(local) || domain.toLowerCase().startsWith('www.')) continue;
      if (isDomain(domain) || FREE_MAIL.test(domain.toLowerCase())) return true;
    }
  }
  return false;
}

const PHONE_RULES = [
  // International, "+44 20 7946 0958", "+1 (555) 123-4567".
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b/,
  // North American, "(555) 123-4567", "555.123.4567", "555 123 4567".
  /(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/,
  // Local seven digits with a separator, "555-1234" (a leading 0 or 1 is a range, not a phone).
  /\b[2-9]\d{2}[.-]\d{4}\b/,
  // UK-style "07912 345678", "020 7946 0958".
  /\b0\d{2,4}[\s-]\d{3,4}[\s-]?\d{3,4}\b/,
  // A bare run of 10 to 13 digits, "07912345678".
  /(?<!\d)\d{10,13}(?!\d)/,
];

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/**
 * Digits written as words or spaced one by one ("five five five one two…", "5 5 5 1 2 3 4")
 * become one run of digits when there are seven or more of them in a row.
 */
function spelledDigits(text: string): string {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run.length >= 7) out.push(run);
    run = '';
  };
  for (const word of text.toLowerCase().split(/[\s,.-]+/)) {
    const digit = DIGIT_WORDS[word] ?? (/^\d$/.test(word) ? word : undefined);
    if (digit === undefined) flush();
    else run += digit;
  }
  flush();
  return out.join(' ');
}

export function hasPhone(text: string): boolean {
  if (PHONE_RULES.some((rule) => rule.test(text))) return true;
  const spelled = spelledDigits(text);
  return spelled.length > 0 && !isCounting(spelled) && /\d{7,}/.test(spelled);
}

// "1 2 3 4 5 6 7 8 9 10" is someone counting (a calming exercise), not a phone number.
function isCounting(digits: string): boolean {
  return [...digits.replace(/ /g, '')].every(
    (d, i, all) => i === 0 || Number(d) === (Number(all[i - 1]) + 1) % 10,
  );
}

const TLDS = new Set(
  'com net org edu gov io gg ly xyz info biz app dev tv uk ca de fr ru cn au co link shop store club tk ai sh onion me vn id jp es us in br tw hk sg'.split(
    ' ',
  ),
);

/** A token such as "freestuff.com" or "bit.ly/xyz": letters before a dot and a known domain. */
function isBareDomain(token: string): boolean {
  const host = token.split(/[/?#:]/)[0] ?? '';
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const top = (labels.at(-1) ?? '').toLowerCase();
  return (
    TLDS.has(top) && labels.every((l) => /^[a-z0-9-]+$/i.test(l)) && /[a-z]/i.test(labels[0] ?? '')
  );
}

export function hasLink(text: string): boolean {
  if (/\b(?:https?|ftp):\/\/|\bwww\.|\bt\.me\/\w/i.test(text)) return true;
  return spellSymbols(text)
    .split(/[\s,;()[\]{}"'<>!?]+/)
    .some((token) => isBareDomain(trimDots(token)));
}

// Platforms people trade handles on, in the app's languages.
const PLATFORM =
  '(?:insta|instagram|ig|snap|snapchat|sc|discord|tiktok|tik tok|twitter|telegram|tg|kik|whatsapp|whats app|wa|facebook|fb|messenger|reddit|steam|psn|xbox|line id|wechat|weixin|微信|qq|zalo|signal|threads|bluesky|vk|вк|телеграм|телеге|телега|тг)';

const HANDLE_RULES = [
  // "add me on discord", "hmu on snap", "follow me on insta", "dm me on twitter".
  new RegExp(
    `\\b(?:add|follow|find|dm|message|msg|text|hmu|hit me up|reach|contact|friend|talk to|chat with|write to) (?:me )?(?:on|at|via|@) (?:my )?${PLATFORM}(?![\\p{L}])`,
    'u',
  ),
  // "my snap is …", "my ig: …", "my discord tag is …".
  new RegExp(`\\bmy ${PLATFORM} (?:is|name is|username is|handle is|id is|tag is|@|:)`, 'u'),
  // "ig: name", "insta @name", "snap - name".
  new RegExp(`(?<![\\p{L}])${PLATFORM} ?(?::|=|@|-) ?@?[\\p{L}\\p{N}_.]{2,}`, 'u'),
  // "snap me", "kik me", "whatsapp me" (not "dm me": there is nothing to find without a handle).
  /\b(?:snap|sc|kik|whatsapp|telegram|insta) me\b/,
  // "ajoute-moi sur insta", "agrégame en insta", "adde mich auf insta", "加我微信", "добавь меня в телеге".
  new RegExp(
    `(?:ajoute[- ]moi sur|agr[eé]game (?:en|a)|s[ií]gueme en|adde? mich (?:auf|bei)|folg mir auf|加我|добавь меня в|пиши (?:мне )?в|kết bạn|tambahin aku di|add aku di) ?${PLATFORM}`,
    'u',
  ),
];

/** "@name" with letters, digits, "_" or "." (not an email: that has letters before the "@"). */
const AT_HANDLE = /(?:^|[\s(])@[\p{L}\p{N}_.]{2,}/u;
// "name#1234": a Discord tag.
const DISCORD_TAG = /(?<![\p{L}\p{N}_.])[\p{L}\p{N}_.]{2,32}#\d{4}\b/u;
const PLATFORM_WORD = new RegExp(`(?<![\\p{L}])${PLATFORM}(?![\\p{L}])`, 'u');

/** `text` is the normalised view (lower case, look-alikes undone). */
export function hasSocialHandle(text: string): boolean {
  if (HANDLE_RULES.some((rule) => rule.test(text))) return true;
  return (AT_HANDLE.test(text) || DISCORD_TAG.test(text)) && PLATFORM_WORD.test(text);
}
