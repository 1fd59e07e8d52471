// Phone numbers in the formats of the app's countries ("06 12 34 56 78", "138 0013 8000",
// "8 (912) 345-67-89", "+44 20 7946 0958", "090-1234-5678"), bare runs of digits, digits written
// as words in any of the nine languages, Chinese numerals, and "o" for zero. Dates, times,
// prices, scores, years and thousands ("8,400,000") are numbers, not phones. One pass over the
// text; every decision looks at a bounded window.
import { isCjkChar, unmixScripts } from '../fold.ts';
import { perCharacterCache } from '../per-character-cache.ts';
import type { ContactInput } from './contact.ts';
import {
  ARITHMETIC_WORDS,
  CONJUNCTIONS,
  CONNECTORS,
  contactWords,
  DIGIT_WORDS,
  INVITATIONS,
  MULTIPLIERS,
  namesANonPhone,
  NOT_PHONE_PHRASES,
  NUMBERED_PLATFORMS,
  NUMBER_FILLERS,
  NUMBER_PAIRS,
  NUMBER_VALUES,
  PHONE_CUES,
  phraseAt,
  PLUS_TEN,
  REPEATS,
  TENS_WORDS,
  wordClassOf,
} from './contact-words.ts';
import { keptForLastText } from '../kept-for-last-text.ts';

/** A run of digit groups with the separators between them, as typed. */
type NumberRun = {
  groups: string[];
  separators: string[];
  plus: boolean;
  /** Groups joined by an "x" ("0822x3311x7654"). */
  xJoined?: boolean;
  start: number;
  end: number;
};

// Between digit groups: spaces, hyphens and dashes of every width (the horizontal bar "―"
// too), "ー" and "の" as Japanese writes them ("080ー9988ー7766", "090の1357の2468"), middle dots
// ("186·4213·7759").
const SEPARATOR_CHAR = /[ \-./()‐‑‒–—―−ーの·・•]/;
const GROUP_SEPARATOR = /^[ \-./()‐‑‒–—―−ーの·・•]{1,3}$/;
// Typed between the groups only to slip the number past a filter: an emoji or a symbol
// ("080 ✨ 6612", "0811 ☎ 6230", "035 👉 771"), an ellipsis ("07700 ... 900"), quotes around
// each group ("「80」「9034」").
const STAND_IN_SEPARATOR = /^ ?(?:\.{2,3}|[「」『』"]{1,2}|[\p{So}\p{Extended_Pictographic}]) ?$/u;
const STAND_IN_SYMBOL = /[\p{So}\p{Extended_Pictographic}]/u;
const QUOTE_OR_DOT = /[.「」『』"]/;
/** Longest separator read between two groups: " 👉 " is four code units. */
const MAX_SEPARATOR = 5;

/** Where the separator starting at `j` ends: separator characters and at most one symbol. */
function separatorEnd(text: string, j: number): number {
  let k = j;
  let symbol = false;
  while (k < text.length && k - j < MAX_SEPARATOR) {
    const ch = text[k] ?? '';
    if (SEPARATOR_CHAR.test(ch) || QUOTE_OR_DOT.test(ch)) {
      k += 1;
      continue;
    }
    const code = text.codePointAt(k) ?? 0;
    if (symbol || code < 0x80 || !STAND_IN_SYMBOL.test(String.fromCodePoint(code))) break;
    symbol = true;
    k += code > 0xffff ? 2 : 1;
  }
  return k;
}

/**
 * "0152x6647x3091": an "x" typed between groups of three digits or more, to be taken out
 * before dialling (a run so joined must start as a phone does: "1920x1080" is a size).
 */
const xBetweenGroups = (text: string, j: number, group: string) =>
  text[j] === 'x' && group.length >= 3 && /^[0-9]{3}/.test(text.slice(j + 1, j + 4));
const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  零: '0',
  〇: '0',
  一: '1',
  幺: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  // The financial numerals, written so no stroke can be added ("壹叁玖").
  壹: '1',
  贰: '2',
  貳: '2',
  弍: '2',
  叁: '3',
  參: '3',
  肆: '4',
  伍: '5',
  陆: '6',
  陸: '6',
  柒: '7',
  捌: '8',
  玖: '9',
  // Their Japanese forms (data round 51: "零八零・参弐七壱・五五九八").
  壱: '1',
  弐: '2',
  参: '3',
};

// Letters typed for the digits they look like ("o9o8 l23 456").
const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = { o: '0', l: '1' };
// Made once: digitAt asks it about every "o" and "l" of a text, and a pattern literal in a
// function makes a new RegExp object each time it is evaluated.
const ANY_LETTER = /\p{L}/u;

/** "o6 12…", "l23": a letter o or l between digits or right before one is a 0 or a 1. */
function digitAt(text: string, i: number): string | null {
  const ch = text[i] ?? '';
  if (ch >= '0' && ch <= '9') return ch;
  const lookAlike = LOOK_ALIKE_DIGITS[ch];
  if (lookAlike === undefined) return null;
  const before = text[i - 1] ?? ' ';
  const after = text[i + 1] ?? ' ';
  const isDigit = (c: string) => c >= '0' && c <= '9';
  if (ANY_LETTER.test(before) || ANY_LETTER.test(after)) return null;
  if (isDigit(after) || isDigit(before)) return lookAlike;
  // "132 o 886": an "o" standing alone between two digits dialled one by one.
  const spaced = ch === 'o' && before === ' ' && after === ' ';
  return spaced && isDigit(text[i - 2] ?? '') && isDigit(text[i + 2] ?? '') ? '0' : null;
}

/** Every run of digit groups joined by short separators ("(555) 123-4567"). */
function numberRuns(text: string): NumberRun[] {
  const runs: NumberRun[] = [];
  let i = 0;
  while (i < text.length) {
    // Only a digit, an "o" or an "l" can start a run: the rest of the text (nearly all of it)
    // is passed by its code, with no string made per character.
    const code = text.charCodeAt(i);
    const mayStart = (code >= 48 && code <= 57) || code === 111 || code === 108;
    if (!mayStart || digitAt(text, i) === null) {
      i += 1;
      continue;
    }
    let plus = false;
    let back = i - 1;
    while (back >= 0 && text[back] === '(') back -= 1;
    if (text[back] === '+') plus = true;
    // Most runs are one group ("k1ll", "want1a"): their groups are one array made to size, and
    // the other arrays are made only for a run of several (an empty array pushed to takes
    // room for many, and a text with a digit in every word has hundreds of runs).
    let groups: string[] | null = null;
    let separators: string[] | null = null;
    let xJoined = false;
    let group = '';
    let j = i;
    for (;;) {
      const digit = digitAt(text, j);
      if (digit !== null) {
        group += digit;
        j += 1;
        continue;
      }
      if (xBetweenGroups(text, j, group)) {
        (groups ??= []).push(group);
        (separators ??= []).push('x');
        xJoined = true;
        group = '';
        j += 1;
        continue;
      }
      const k = separatorEnd(text, j);
      const separator = text.slice(j, k);
      const separates = GROUP_SEPARATOR.test(separator) || STAND_IN_SEPARATOR.test(separator);
      if (separator === '' || !separates || digitAt(text, k) === null) break;
      (groups ??= []).push(group);
      (separators ??= []).push(separator);
      group = '';
      j = k;
    }
    if (groups === null) groups = [group];
    else groups.push(group);
    const run: NumberRun = { groups, separators: separators ?? [], plus, start: i, end: j };
    if (xJoined) run.xJoined = true;
    runs.push(run);
    i = j;
  }
  return runs;
}

const DAY_OR_MONTH = (s: string) => s.length <= 2 && Number(s) >= 1 && Number(s) <= 31;
const YEAR = (s: string) => (s.length === 4 && /^(?:19|20)/.test(s)) || s.length === 2;

/** "25.11.2026", "2026-11-25", "12/03/95": every three groups are a date. */
function isDates(run: NumberRun): boolean {
  const { groups, separators } = run;
  if (groups.length % 3 !== 0) return false;
  for (let k = 0; k < groups.length; k += 3) {
    const [a = '', b = '', c = ''] = groups.slice(k, k + 3);
    const same = separators[k] === separators[k + 1] && /^[./-]$/.test(separators[k] ?? '');
    const dayFirst = DAY_OR_MONTH(a) && DAY_OR_MONTH(b) && YEAR(c);
    const yearFirst = a.length === 4 && YEAR(a) && DAY_OR_MONTH(b) && DAY_OR_MONTH(c);
    if (!same || !(dayFirst || yearFirst)) return false;
  }
  return true;
}

/** "1998-2004", "1990 2000 2010": years. */
const isYears = (run: NumberRun) =>
  run.groups.length > 1 && run.groups.every((g) => g.length === 4 && /^(?:19|20)/.test(g));

/** "08.00-17.00", "9.30 - 12.45": opening hours, each time an hour and its minutes. */
function isTimeRange(run: NumberRun): boolean {
  const { groups, separators } = run;
  if (groups.length % 2 !== 0) return false;
  for (let k = 0; k < groups.length; k += 2) {
    const hour = groups[k] ?? '';
    const minutes = groups[k + 1] ?? '';
    const isTime =
      hour.length <= 2 && Number(hour) <= 24 && minutes.length === 2 && Number(minutes) <= 59;
    if (!isTime || !/^[.:]$/.test(separators[k] ?? '')) return false;
    // Between two times a dash or a space, never the dot inside a time ("06.12.34.56").
    if (k > 0 && !/^ ?[-‐‑‒–—−~] ?$/.test(separators[k - 1] ?? '')) return false;
  }
  return true;
}

/** "140-187", "1200–1450": a range from one number up to a longer or equal one. */
function isRange(run: NumberRun): boolean {
  const [from = '', to = ''] = run.groups;
  return (
    run.groups.length === 2 &&
    /^ ?[-‐‑‒–—−~] ?$/.test(run.separators[0] ?? '') &&
    from.length === to.length &&
    from.length >= 3 &&
    !from.startsWith('0') &&
    Number(to) > Number(from)
  );
}

/** "8,400,000", "1.500.000", "2 500 000", "1.299,00": one number written in thousands. */
function isThousands(run: NumberRun): boolean {
  const { groups, separators } = run;
  if (groups.length < 2 || (groups[0] ?? '').startsWith('0') || (groups[0] ?? '').length > 3) {
    return false;
  }
  let last = groups.length;
  // A decimal part at the end: "1.299,00", "1,299.99".
  if (
    groups.length > 2 &&
    (groups.at(-1) ?? '').length <= 2 &&
    /^[.,]$/.test(separators.at(-1) ?? '')
  ) {
    last -= 1;
  }
  const thousands = separators.slice(0, last - 1);
  return (
    groups.slice(1, last).every((g) => g.length === 3) &&
    thousands.every((s) => s === thousands[0] && /^[.,  ]$/.test(s))
  );
}

/**
 * "3.14159265", "2,718281": a decimal, one to three digits then a long fraction, unless the
 * digits read as a phone ("8.9051234567").
 */
const isDecimal = (run: NumberRun) =>
  run.groups.length === 2 &&
  /^[.,]$/.test(run.separators[0] ?? '') &&
  /^(?:0|[1-9][0-9]{0,2})$/.test(run.groups[0] ?? '') &&
  (run.groups[1] ?? '').length >= 5 &&
  !fitsACountry(run.groups.join(''));

/** "1 2 3 4 5 6 7 8 9 10", "12345678": counting, not dialling. */
function isCounting(numbers: readonly string[]): boolean {
  const values = numbers.length === 1 ? [...(numbers[0] ?? '')] : numbers;
  return values.every((n, i) => i === 0 || Number(n) === Number(values[i - 1]) + 1);
}

const CURRENCY_SYMBOL = /[$€£¥₽₫₩฿₹]/;
const CURRENCY_CJK = /^\s?(?:万|元|円|块|塊|ドル|美元|欧元|億|亿)/;
// Money and measures written after or before a number: a price or an amount, not a phone.
const NOT_PHONE_WORDS = new Set(
  (
    'usd eur gbp vnd idr rp rub руб рублей р jpy cny rmb dong đồng đ vnđ dollar dollars euro euros ' +
    'yen won baht peso pesos rupiah ribu juta triệu nghìn ngàn k tr mio millionen tausend mille ' +
    'million millions mil lakh crore km kg cm mm ml m g lb lbs mg kcal cal percent ' +
    // A screen's, a file's, a signal's measures ("144 Гц", "1080 px", "256 GB").
    'hz гц khz ghz mhz кгц мгц ггц fps px dpi gb mb tb kb гб мб тб кб mp мп mah ' +
    // A recipe's measures ("250 gr tepung, 2 sdm gula, 1 btr telur").
    'gr gram grams sdm sdt btr butir tbsp tsp ' +
    // A date and a time in Vietnamese words (data round 50: "Thứ 2 ngày 3 tháng 6 năm 2024, 7 giờ
    // 45 phút").
    'ngày tháng giờ phút'
  ).split(' '),
);

function hasCurrency(text: string, run: NumberRun): boolean {
  const before = text.slice(Math.max(0, run.start - 6), run.start);
  const after = text.slice(run.end, run.end + 12);
  if (CURRENCY_SYMBOL.test(before) || CURRENCY_SYMBOL.test(after.slice(0, 3))) return true;
  if (CURRENCY_CJK.test(after) || after.startsWith('%')) return true;
  const next = contactWords(after)[0];
  const previous = contactWords(before).at(-1);
  return (
    (next !== undefined && NOT_PHONE_WORDS.has(next)) ||
    (previous !== undefined && NOT_PHONE_WORDS.has(previous))
  );
}

/**
 * Whether one of the nine languages' phone words stands within a few words of the number, or
 * an invitation to be reached ("agrégame al 11-5678-4321", "add me 0412…").
 */
function hasPhoneCue(text: string, run: NumberRun): boolean {
  const before = contactWords(text.slice(Math.max(0, run.start - 40), run.start)).slice(-4);
  const after = contactWords(text.slice(run.end, run.end + 30)).slice(0, 3);
  const words = [...before, ...after];
  return words.some(
    (_, i) => phraseAt(PHONE_CUES, words, i) > 0 || phraseAt(INVITATIONS, words, i) > 0,
  );
}

// Numbers that name something else: an order, a parcel, an account on a numbered platform;
// the languages' own words are in evasion-words.ts ("commande", "bestell*", "注文").
const NOT_PHONE_BEFORE = new Set('qq 扣扣 qq号 ordre isbn uid id ref'.split(' '));

/**
 * "order number is 4471-2289", "mi pedido es el número 4521-…", "Bestellnummer 4711-…",
 * "số báo danh 0215…", "小红书号 2938475610": a word for an order, a student's or an exam's
 * number, or a platform whose accounts are numbers, among the few words before the number in
 * its clause (the phone words "number", "номер" between).
 */
function namesSomethingElse(text: string, run: NumberRun): boolean {
  return wordsNameANonPhone(contactWords(clauseBefore(text, run.start)));
}

/** How far back, in characters and in words, a word may name what a number is. */
const NAMING_REACH = 45;
const NAMING_WORDS = 5;

/** The text of the number's clause before it: a comma or a stop ends what names it. */
function clauseBefore(text: string, start: number): string {
  const from = Math.max(0, start - NAMING_REACH);
  for (let i = start - 1; i >= from; i -= 1) {
    const stop = text[i] === '.' && /\s/.test(text[i + 1] ?? '') && !afterNumberSign(text, i);
    if (stop || CLAUSE_MARK.test(text[i] ?? '')) return text.slice(i + 1, start);
  }
  return text.slice(from, start);
}

// "no.", "Nr.", "núm.", "nro.": "number" shortened, its dot no end of the clause ("Rechnung Nr.
// 2023-00412" is the invoice's number).
const NUMBER_SIGN_BEFORE = /(?:^|[^\p{L}])(?:no|nr|nro|núm|num|n)$/u;
const afterNumberSign = (text: string, dot: number) =>
  NUMBER_SIGN_BEFORE.test(text.slice(Math.max(0, dot - 4), dot));

// A "." ends a clause only before a space: "n.º 12.5", "z.B." go on.
const CLAUSE_MARK = /[,;!?，。！？\n]/;

/** Whether the last few of these words say the number after them is no phone. */
function wordsNameANonPhone(all: readonly string[]): boolean {
  const last = all.slice(-NAMING_WORDS);
  const joined = last.findLastIndex((word) => CONJUNCTIONS.has(word));
  const words = last.slice(joined + 1);
  return words.some(
    (word, i) =>
      // "mã vùng" (area code): a phone word that starts like a code's name.
      phraseAt(PHONE_CUES, words, i) < 2 &&
      (NOT_PHONE_BEFORE.has(word) ||
        namesANonPhone(word) ||
        phraseAt(NOT_PHONE_PHRASES, words, i) > 0 ||
        NUMBERED_PLATFORMS.some((platform) => word.includes(platform))),
  );
}

/**
 * Digits glued to letters ("8463760d", "ab12345678") or hyphenated into a word
 * ("user-14-73348825") are an identifier, not a number anyone dials.
 */
function isIdentifier(text: string, run: NumberRun): boolean {
  // Chinese and Japanese write numbers right against their words ("手机号是138…").
  const letter = (ch: string | undefined) =>
    ch !== undefined && /\p{L}/u.test(ch) && !isCjkChar(ch);
  const before = text[run.start - 1];
  // "zoom.us/j/83012457719": the digits of a link's path.
  const inPath = before === '/' && /[\p{L}\p{N}]/u.test(text[run.start - 2] ?? '');
  return (
    inPath ||
    letter(text[run.end]) ||
    letter(before) ||
    ((before === '-' || before === '_') && letter(text[run.start - 2]))
  );
}

/**
 * The digit patterns of the app's countries for a number written without its leading 0 or
 * "+": a mobile or a North American number, or one that starts with its country's code. Any
 * other long number is an ISBN, a fine's reference, a student's number ("2021110345").
 */
const COUNTRY_PATTERNS: readonly RegExp[] = [
  // United States and Canada: area code and exchange never start with 0 or 1.
  /^1?[2-9][0-9]{2}[2-9][0-9]{6}$/,
  // China's mobiles; Russia's, after the 8 or the 7 of the country; Spain's.
  /^1[3-9][0-9]{9}$/,
  /^[78]9[0-9]{9}$/,
  // Belarus's mobiles dialled at home, after "8 0" ("8-029-733-41-06").
  /^80(?:29|25|33|44)[0-9]{7}$/,
  /^[67][0-9]{8}$/,
  // Hong Kong's and Singapore's eight digits.
  /^[5689][0-9]{7}$/,
  // Buenos Aires's mobiles ("11-5678-4321", "11 15 5678 4321"); Mexico City's, Guadalajara's,
  // Monterrey's ten digits.
  /^11(?:15)?[2-9][0-9]{7}$/,
  /^(?:55|33|81)[0-9]{8}$/,
  // A country's code then the number: France, Germany, Japan, Vietnam, Indonesia, China,
  // Spain, the United Kingdom.
  /^33[1-9][0-9]{8}$/,
  /^491[5-7][0-9]{8,9}$/,
  /^81[789]0[0-9]{8}$/,
  /^84[35789][0-9]{8}$/,
  /^628[0-9]{8,10}$/,
  /^861[3-9][0-9]{9}$/,
  /^34[67][0-9]{8}$/,
  /^447[0-9]{9}$/,
];

const fitsACountry = (digits: string) => COUNTRY_PATTERNS.some((pattern) => pattern.test(digits));

/** Whether a number not given as dialled (a 0 first, or "+") still reads as some country's phone. */
const dialledOrFits = (digits: string) => digits.startsWith('0') || fitsACountry(digits);

/**
 * "600 123 409": a Spanish mobile as people group it, which is also how thousands are grouped;
 * read as a phone when it has a mobile's nine digits and first digit.
 */
const mobileInThousands = (run: NumberRun) =>
  run.groups.length === 3 &&
  run.separators.every((s) => s === ' ') &&
  /^[67][0-9]{8}$/.test(run.groups.join(''));

/** "(495) 123-45-67", "(312) 555-0148": the first group in brackets, an area code. */
const areaCodeInBrackets = (text: string, run: NumberRun) =>
  text[run.start - 1] === '(' && (run.separators[0] ?? '').startsWith(')');

function isPhoneRun(text: string, run: NumberRun): boolean {
  const digits = run.groups.join('');
  if (digits.length < 7 || digits.length > 15) return false;
  if (run.xJoined === true && !(run.plus || digits.startsWith('0'))) return false;
  // "00" dials abroad: a country code and a whole number follow, ten digits at least
  // ("0093-4417" on a prescription box is no call to Afghanistan).
  if (digits.startsWith('00') && digits.length < 10) return false;
  if (isIdentifier(text, run)) return false;
  if (namesSomethingElse(text, run)) return false;
  if (isDates(run) || isYears(run) || isCounting(run.groups) || isTimeRange(run)) return false;
  if (isDecimal(run)) return false;
  const cue = hasPhoneCue(text, run);
  if (!cue && isRange(run)) return false;
  if (run.plus && !hasCurrency(text, run)) return digits.length >= 8;
  if (!cue && isDraw(run.groups)) return false;
  if (isYearSerial(run)) return false;
  if (!cue && hasCurrency(text, run)) return false;
  if (!cue && isThousands(run) && !mobileInThousands(run)) return false;
  // Nothing says it is a phone: it must read as one of the countries' numbers, or be written
  // as only a phone is ("(495) 123-45-67").
  if (!cue && !dialledOrFits(digits) && !areaCodeInBrackets(text, run)) return false;
  // Lists of small numbers ("4 8 15 16 23 42", "85 90 78 92"), unless the first is a 0
  // prefix or every digit was typed apart ("1 3 8 0 0 1 3 8 0 0 0"), or a phone word names a
  // whole number of a country's ("Nomor WA: 62 8 1 3 - 77 66 55 44").
  const spacedOut = run.groups.length >= 8 && run.groups.every((g) => g.length === 1);
  if (
    run.groups.every((g) => g.length <= 2) &&
    !digits.startsWith('0') &&
    !spacedOut &&
    !(cue && isDialledInPairs(run)) &&
    !(cue && digits.length >= 10 && dialledOrFits(digits))
  ) {
    return false;
  }
  if (run.groups.length === 1) {
    // A bare run: long enough, or named as a phone.
    return digits.length >= 10 ? digits.length <= 13 : cue && digits.length >= 8;
  }
  return digits.length >= 8 || (cue && digits.length >= 7);
}

/**
 * "05 - 12 - 19 - 27 - 33 - 41": six or more small numbers, each bigger than the one before, a
 * lottery's draw or a list of picks (a number dialled in pairs has five: "06 12 34 56 78").
 */
function isDraw(groups: readonly string[]): boolean {
  if (groups.length < 6 || groups.some((g) => g.length > 2)) return false;
  return groups.every((g, i) => i === 0 || Number(g) > Number(groups[i - 1]));
}

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * "2023-00412", "2022/004512": a year, then a serial counted from 0 within it, as invoices,
 * case files and tickets are numbered; no country's phone starts with a year and a 0.
 */
const isYearSerial = (run: NumberRun) =>
  run.groups.length === 2 &&
  /^(?:19|20)[0-9]{2}$/.test(run.groups[0] ?? '') &&
  /^[-/]$/.test(run.separators[0] ?? '') &&
  /^0[0-9]{2,5}$/.test(run.groups[1] ?? '');

/**
 * "55-31-90-44-72", "69 87 23 41": four or more pairs with one separator, as Mexico and France
 * dial and Hong Kong's eight digits are said; next to a phone word (a list of scores has no
 * "WhatsApp" beside it).
 */
const isDialledInPairs = (run: NumberRun) =>
  run.groups.length >= 4 &&
  run.groups.every((g) => g.length === 2) &&
  run.separators.every((s) => s === run.separators[0]);

/** A number word's value: a digit's name, a number's ("quatorze" 14), or null. */
function numberValue(word: string): number | null {
  const digit = DIGIT_WORDS.get(word);
  if (digit !== undefined) return Number(digit);
  return NUMBER_VALUES.get(word) ?? glued(word);
}

// German writes a number as one word, its units first: "sechsundachtzig" is 86.
const GLUED_NUMBER = /^(\p{L}+)und(\p{L}+zig|dreißig|dreissig)$/u;

// "fünfhundertzwölf" is 512: a digit, "hundert", then what a number word says after it.
const GLUED_HUNDREDS = /^(\p{L}+?)hundert(\p{L}*)$/u;

function glued(word: string): number | null {
  // No number is a longer word, and the pattern would search a long one over and over; both
  // patterns hold "und" ("hundert", "und"), which most words have not.
  if (word.length > 32 || !word.includes('und')) return null;
  const hundreds = GLUED_HUNDREDS.exec(word);
  if (hundreds !== null) {
    const unit = DIGIT_WORDS.get(hundreds[1] === 'ein' ? 'eins' : (hundreds[1] ?? ''));
    const rest = hundreds[2] === '' ? 0 : numberValue(hundreds[2] ?? '');
    if (unit === undefined || rest === null || rest > 99) return null;
    return Number(unit) * 100 + rest;
  }
  if (word.length > 24) return null;
  const [, unit = '', tens = ''] = GLUED_NUMBER.exec(word) ?? [];
  const u = DIGIT_WORDS.get(unit === 'ein' ? 'eins' : unit);
  const t = NUMBER_VALUES.get(tens);
  return u === undefined || t === undefined ? null : t + Number(u);
}

/** Whether `value` continues the number said so far ("sixty" then "five", "двести" then "тридцать"). */
function continues(sofar: number, value: number): boolean {
  if (sofar >= 100 && sofar % 100 === 0) return value < 100;
  const tens = sofar % 100;
  if (tens >= 20 && tens % 10 === 0) return value >= 1 && value <= 9;
  // "dix-sept" is 17; "soixante-dix", "quatre-vingt-onze" are 70 and 91.
  if (tens === 10) return value >= 1 && value <= 9;
  return (tens === 60 || tens === 80) && value >= 10 && value <= 19;
}

const KANA_CLASS = '\\p{Script=Hiragana}\\p{Script=Katakana}ー';

const PAUSE = /^[,，、;]$/;

/**
 * Every word DictatedNumber.read takes but digits and German's glued numbers (numberValue):
 * PAUSE's marks, the digits' and numbers' names, scales, connectors, fillers, repeats, tens. A
 * word that is none of them, starts with no digit and has no "und" in it is no part of a number
 * (read turns it away, changing nothing): one look-up instead of a dozen, for nearly every word.
 */
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  ...',，、;',
  ...DIGIT_WORDS.keys(),
  ...NUMBER_VALUES.keys(),
  ...MULTIPLIERS.keys(),
  ...PLUS_TEN,
  ...CONNECTORS,
  ...NUMBER_FILLERS,
  ...REPEATS.keys(),
  ...TENS_WORDS,
]);
const isDigitCode = (code: number) => code >= 48 && code <= 57;
const mayReadInNumber = (word: string) =>
  NUMBER_WORDS.has(word) || isDigitCode(word.charCodeAt(0)) || word.includes('und');

/**
 * A number dictated word by word: digit groups, typed or said, a compound said as one group
 * ("quatre-vingt-six" 86, "treinta y cuatro" 34, "девятьсот восемьдесят пять" 985), "double
 * oh" as 00.
 */
class DictatedNumber {
  readonly groups: string[] = [];
  spoken = 0;
  typed = 0;
  /** The compound being said, until a word that cannot continue it. */
  private sofar: number | null = null;
  private repeat = 1;

  /** Where the number starts among the words: a phone word may stand just before. */
  private start = 0;

  /** The longest group typed in digits this reader takes ("07911" when a number is given in parts). */
  private readonly longestTyped: number;

  constructor(longestTyped = 4) {
    this.longestTyped = longestTyped;
  }

  /** Starts a new number at word `start`; one reader serves a whole text, word by word. */
  restart(start: number): void {
    // Asked after nearly every word, whose number never began: an empty array is left as it is
    // (setting an array's length is a call into the engine).
    if (this.groups.length > 0) this.groups.length = 0;
    this.spoken = 0;
    this.typed = 0;
    this.sofar = null;
    this.repeat = 1;
    this.start = start;
  }

  /** Reads one word into the number: false when the word is no part of it. */
  read(word: string): boolean {
    if (PAUSE.test(word)) return this.close();
    const value = numberValue(word);
    if (value !== null) return this.say(value);
    if (this.scale(word)) return true;
    if (CONNECTORS.has(word))
      return this.sofar !== null && this.sofar % 10 === 0 && this.sofar >= 20;
    // "06 puis 12 45 98": a word between the parts of a number already begun.
    if (NUMBER_FILLERS.has(word)) return this.groups.length > 0 || this.sofar !== null;
    const times = REPEATS.get(word);
    if (times !== undefined) {
      this.close();
      this.repeat = times;
      return true;
    }
    if (/^[0-9]+$/.test(word) && word.length <= this.longestTyped) {
      this.close();
      // "seven double 0 9": a typed digit said twice.
      const times = word.length === 1 ? this.repeat : 1;
      for (let r = 0; r < times; r += 1) this.groups.push(word);
      this.repeat = 1;
      this.typed += 1;
      return true;
    }
    // A tens word without a value here ("十"): two digits of the number.
    if (!TENS_WORDS.has(word)) return false;
    this.close();
    this.groups.push('00');
    this.spoken += 1;
    return true;
  }

  /** A number word: it continues the compound said so far, or starts a group. */
  say(value: number): boolean {
    this.spoken += 1;
    if (this.sofar !== null && this.repeat === 1 && continues(this.sofar, value)) {
      this.sofar += value;
      return true;
    }
    this.close();
    for (let r = 1; r < this.repeat; r += 1) this.groups.push(String(value));
    this.repeat = 1;
    this.sofar = value;
    return true;
  }

  /** "dua puluh", "ba trăm", "tiga belas": the digit just said, multiplied or plus ten. */
  private scale(word: string): boolean {
    if (this.sofar === null) return false;
    // The digit just said, after the round part said before it ("một trăm hai" mươi, "dua
    // ribu dua" puluh): only that digit is scaled.
    const digit = this.sofar % 10;
    const round = this.sofar - digit;
    if (digit < 1) return false;
    const factor = MULTIPLIERS.get(word);
    if (factor !== undefined) {
      if (round !== 0 && round % (factor * 10) !== 0) return false;
      this.sofar = round + digit * factor;
    } else if (PLUS_TEN.has(word) && round % 100 === 0) this.sofar = round + digit + 10;
    else return false;
    return true;
  }

  /** Whether any digit has been read since the last restart. */
  begun(): boolean {
    return this.groups.length > 0 || this.sofar !== null;
  }

  /** How many digits the number has so far. */
  digitCount(): number {
    let count = String(this.sofar ?? '').length;
    for (const group of this.groups) count += group.length;
    return count;
  }

  close(): true {
    if (this.sofar !== null) this.groups.push(String(this.sofar));
    this.sofar = null;
    return true;
  }

  /**
   * The digits when they read as a phone number: at least eight, three of them said; with
   * fewer said among typed ones, nine and a leading 0 or a phone word before them. Never a
   * count ("one two three four…").
   */
  asPhone(words: readonly string[]): string | null {
    this.close();
    const digits = this.groups.join('');
    const said = digits.length >= 8 && this.spoken >= 3;
    const mixed =
      digits.length >= 9 &&
      this.spoken >= 1 &&
      this.typed >= 1 &&
      (digits.startsWith('0') || cuedAt(words, this.start));
    return (said || mixed) && digits.length <= 15 && !isCounting(this.groups) ? digits : null;
  }
}

/** The first words of the two-word numbers: only after one is the pair looked up. */
const PAIR_FIRST_WORDS: ReadonlySet<string> = new Set(
  [...NUMBER_PAIRS.keys()].map((pair) => pair.split(' ')[0] ?? ''),
);

/**
 * Digits said as words ("five five five…", "không chín một…", "zéro six douze trente…"), in
 * compounds, with digits typed among them ("039 không 12 34 56"): the numbers that read as
 * phone numbers.
 */
function spokenDigits(partWords: readonly string[]): string[] {
  const words = withTimesSplit(partWords);
  const numbers: string[] = [];
  // "07700900 eight four five": most of a number typed, its end said.
  const number = new DictatedNumber(8);
  const end = (at: number) => {
    // Most words end a number that never began: nothing to read as a phone.
    if (number.begun()) {
      const digits = number.asPhone(words);
      if (digits !== null) numbers.push(digits);
    }
    number.restart(at + 1);
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    // Two words, one number: "quatre vingt" is 80.
    const pair = PAIR_FIRST_WORDS.has(word)
      ? NUMBER_PAIRS.get(`${word} ${words[i + 1] ?? ''}`)
      : undefined;
    if (pair !== undefined) {
      number.say(pair);
      i += 1;
    } else if (!mayReadInNumber(word) || !number.read(word)) end(i);
  }
  end(words.length);
  return numbers;
}

// A number given in parts, a few words between them: "07911 and the rest is 123 four five six",
// "0857 - nanti lanjutannya 2211 - terus 4390", "前半は070-81、後半は22-6543". Times and
// decimals ("9:30", "1.5") are read as one word, so they join no number.
// Arithmetic's signs are words here, so a sum ("612 + 345 = 957") or a size ("1920×1080") ends
// the number: no phone is dictated across an "=". A date with its year is one word too, dashes
// and all ("cumplo 30 el 14-02-2025" gives no phone's parts), as the typed runs read it (isDates).
const DASHED_DATE =
  '[0-9]{1,2}-[0-9]{1,2}-(?:19|20)[0-9]{2}|(?:19|20)[0-9]{2}-[0-9]{1,2}-[0-9]{1,2}';
// A "+" between two numbers ("0912 + 3456 ra 4368") is a sum's: a "+" that dials abroad has no
// number before it. An "x" between numbers is not read so: "06 39 98 x 17 x 52 (enlève les x)"
// is a number disguised.
const DATE_OR_DECIMAL = new RegExp(`${DASHED_DATE}|[0-9]+(?:[:.,/][0-9]+)+`, 'y');
/** Marks that are a word of their own: a pause, which ends a number, and arithmetic's signs. */
const MARK_WORDS: ReadonlySet<string> = new Set([...',，、;=×÷*']);
const isDigitAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code >= 48 && code <= 57;
};
/** A "+" between two numbers, a space or none on each side. */
const plusBetweenNumbers = (text: string, i: number) =>
  (isDigitAt(text, i - 1) || (text[i - 1] === ' ' && isDigitAt(text, i - 2))) &&
  (isDigitAt(text, i + 1) || (text[i + 1] === ' ' && isDigitAt(text, i + 2)));

/** Where the run of characters of contactWords' class `runClass` that starts at `i` ends. */
function classRunEnd(text: string, i: number, runClass: number): number {
  let end = i;
  while (end < text.length) {
    const code = text.codePointAt(end) ?? 0;
    if (wordClassOf(code) !== runClass) break;
    end += code > 0xffff ? 2 : 1;
  }
  return end;
}

/**
 * The words of a text for a number given in parts: a date with its year or a time or a decimal
 * as one word, else the spoken words as `contactWords` reads them (a Chinese/Japanese run apart,
 * scripts still mixed), a "+" between numbers, a pause ("deux, quarante" is 2 and 40, not 42)
 * and arithmetic's signs. Read by code point with contactWords' remembered character classes: the
 * Unicode pattern this replaces took twice as long over a long post.
 * @internal exported for its test
 */
export function partTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length;) {
    if (isDigitAt(text, i)) {
      DATE_OR_DECIMAL.lastIndex = i;
      const number = DATE_OR_DECIMAL.exec(text)?.[0];
      if (number !== undefined) {
        tokens.push(number);
        i += number.length;
        continue;
      }
    }
    const code = text.codePointAt(i) ?? 0;
    const runClass = wordClassOf(code);
    if (runClass !== 0) {
      const end = classRunEnd(text, i, runClass);
      tokens.push(text.slice(i, end));
      i = end;
      continue;
    }
    const mark = text[i] ?? '';
    if (MARK_WORDS.has(mark) || (mark === '+' && plusBetweenNumbers(text, i))) tokens.push(mark);
    i += code > 0xffff ? 2 : 1;
  }
  return tokens;
}
const ARITHMETIC = /^[=×÷*+]$/;
/** Words between two parts: more and the parts are different numbers. */
const MAX_GAP = 5;
/** Parts from the start of a number: more and it is a list, not a number. */
const MAX_PARTS_WORDS = 24;

/** Whether word `at` can start a number: a digit group, typed or said. */
// Made once, as it is asked of every word: a pattern literal in a function makes a new RegExp
// object each time it is evaluated.
const SHORT_NUMBER = /^[0-9]{1,8}$/;
const startsNumber = (word: string) =>
  mayReadInNumber(word) && (SHORT_NUMBER.test(word) || numberValue(word) !== null);

/**
 * Whether a word ends a number being given: money, a unit, an order or a parcel, a sum ("=",
 * "plus", "прибавь": the numbers on either side are a sum's, not one phone's parts).
 */
const endsParts = (word: string) =>
  NOT_PHONE_WORDS.has(word) ||
  namesANonPhone(word) ||
  ARITHMETIC.test(word) ||
  ARITHMETIC_WORDS.has(word);

/** "en 2023 et 30 en 2024": a year, which a sentence about two years has twice. */
const YEAR_WORD = /^(?:19|20)[0-9]{2}$/;

/**
 * What each word can be in a number given in parts, read once for every start. Whether a word
 * stops a number is asked only of the words a number's reading reaches (`stopsAt`): most words
 * of a text stand far from any digit.
 */
type PartWords = { words: readonly string[]; numeric: boolean[]; stopsAt: (i: number) => boolean };

/**
 * A number read from word `start` on, skipping up to `MAX_GAP` other words between its
 * parts: its digits (null when more than a phone has, or when no words stood between its
 * parts: the other readers' business), and where the reading ended and stopped.
 */
function readParts(
  { words, numeric, stopsAt }: PartWords,
  start: number,
  pausesSeparate = false,
): { digits: string | null; end: number; stop: number; skippable: boolean } {
  // "vorne 0163, hinten 5572019": a part may be most of the number.
  const number = new DictatedNumber(8);
  number.restart(start);
  let gap = 0;
  let gaps = 0;
  let end = start;
  let i = start;
  for (; i < words.length && i < start + MAX_PARTS_WORDS && gap <= MAX_GAP; i += 1) {
    const word = words[i] ?? '';
    if (stopsAt(i)) break;
    if (number.read(word)) {
      const previous = words[i - 1] ?? '';
      const afterWords =
        i > start && numeric[i - 1] !== true && (pausesSeparate || !PAUSE.test(previous));
      if (numeric[i] === true && afterWords) gaps += 1;
      if (!PAUSE.test(word)) gap = 0;
      end = i;
    } else {
      number.close();
      gap += 1;
    }
    if (number.digitCount() > 13) return { digits: null, end, stop: i, skippable: false };
  }
  number.close();
  const digits = gaps === 0 ? null : number.groups.join('');
  // Stopped by a gap with too few digits, or none skipped: a later start up to the stop
  // reads a part of the same, so no phone either.
  const skippable = i < start + MAX_PARTS_WORDS && (digits === null || digits.length < 9);
  return { digits, end, stop: i, skippable };
}

/**
 * A number given in parts with words between: nine to thirteen digits, a phone's length in
 * the nine countries, that start with a 0 or stand beside a phone word.
 */
function phoneInParts(words: readonly string[]): boolean {
  const stops: (boolean | undefined)[] = [];
  const parts: PartWords = {
    words,
    numeric: words.map(startsNumber),
    stopsAt: (i) => (stops[i] ??= endsParts(words[i] ?? '')),
  };
  for (let i = 0; i < words.length; i += 1) {
    if (parts.numeric[i] !== true || parts.numeric[i - 1] === true) continue;
    const read = readParts(parts, i);
    const digits = read.digits ?? '';
    if (digits.length >= 9 && digits.length <= 13 && !namesOtherThanPhone(words, i, read.end)) {
      // A list of small numbers ("4, 11, 23, 31, 38 und 45") fits a country's digits by chance.
      const fits =
        digits.startsWith('0') || (fitsACountry(digits) && !smallNumbers(words, i, read.end));
      if (fits || cuedAt(words, i, 6) || cuedAfter(words, read.end)) return true;
    }
    if (read.digits === null && PAUSE.test(words[i + 1] ?? '')) {
      if (cuedWithinSix(words, i) && inPausedChunks(parts, i)) return true;
    }
    if (read.skippable) i = Math.max(i, read.stop - 1);
  }
  return false;
}

/**
 * Whether a phone word stands among the six words before `start`, or `start` is among the
 * text's first six words. Asked only of the few chunks a pause follows, the words before each
 * looked up there: a table of the last phone word before every word (its reach counted from -1,
 * none, so the first six words always passed) looked up every word of a long text.
 */
const cuedWithinSix = (words: readonly string[], start: number) =>
  start < 6 || cuedAt(words, start, 6);

/**
 * "电话拆开：138、0013、8000", "my number in bits: 0612, 34, 5678": typed chunks with only
 * enumeration commas between, a phone word among the six words before (asked by the caller):
 * one number when the chunks joined read as
 * a phone (a 0 first, or a country's digits), never a list of counts.
 */
function inPausedChunks(parts: PartWords, start: number): boolean {
  const read = readParts(parts, start, true);
  const digits = read.digits ?? '';
  if (digits.length < 9 || digits.length > 13) return false;
  if (namesOtherThanPhone(parts.words, start, read.end)) return false;
  // "06, 12, 34, 56, 78" is dialled in pairs; "03, 11, 19, 27, 35, 42" is a draw.
  const chunks = parts.words.slice(start, read.end + 1).filter((word) => DIGITS_ONLY.test(word));
  if (digits.startsWith('0')) return !isDraw(chunks);
  return fitsACountry(digits) && !smallNumbers(parts.words, start, read.end);
}

/**
 * Whether the words of a number given in parts say it is something else: a word for an order
 * or a student's number before it, or two years among its parts ("12 livres en 2023 et 30 en
 * 2024").
 */
function namesOtherThanPhone(words: readonly string[], start: number, end: number): boolean {
  if (wordsNameANonPhone(words.slice(Math.max(0, start - NAMING_WORDS), start))) return true;
  let years = 0;
  for (let i = start; i <= end; i += 1) if (YEAR_WORD.test(words[i] ?? '')) years += 1;
  return years >= 2;
}

/** Whether every number typed from word `start` to `end` has one or two digits. */
function smallNumbers(words: readonly string[], start: number, end: number): boolean {
  for (let i = start; i <= end; i += 1) if (/^[0-9]{3,}$/.test(words[i] ?? '')) return false;
  return true;
}

/** Whether a phone word stands among the three words after `end` ("…9073。そこにかけて"). */
function cuedAfter(words: readonly string[], end: number): boolean {
  for (let i = end + 1; i <= end + 3 && i < words.length; i += 1) {
    if (phraseAt(PHONE_CUES, words, i) > 0) return true;
  }
  return false;
}

/** Whether a phone word stands among the `reach` words before `start`. */
function cuedAt(words: readonly string[], start: number, reach = 4): boolean {
  for (let i = Math.max(0, start - reach); i < start; i += 1) {
    if (phraseAt(PHONE_CUES, words, i) > 0) return true;
  }
  return false;
}

const ONLY_KANA = new RegExp(`^[${KANA_CLASS}]+$`, 'u');
/**
 * The first UTF-16 units digit names start with, by code: a run starting with none is no digits.
 * Asked of every run of a Japanese text, whose first character would be made a string to ask.
 */
const DIGIT_WORD_FIRSTS: ReadonlySet<number> = new Set(
  [...DIGIT_WORDS.keys()].map((w) => w.charCodeAt(0)),
);

/**
 * A run of kana read as digit names when it is nothing but digit names ("ぜろきゅうぜろ" is
 * ぜろ きゅう ぜろ); null when it is anything else, which stays one word (no array is made for
 * it: nearly every run of a Japanese text is one).
 */
function kanaDigits(word: string): string[] | null {
  if (!mayBeKana(word) || !DIGIT_WORD_FIRSTS.has(word.charCodeAt(0)) || !ONLY_KANA.test(word)) {
    return null;
  }
  const parts: string[] = [];
  let at = 0;
  while (at < word.length) {
    let found = '';
    for (let length = Math.min(4, word.length - at); length > 0; length -= 1) {
      const piece = word.slice(at, at + length);
      if (DIGIT_WORDS.has(piece)) {
        found = piece;
        break;
      }
    }
    if (found === '') return null;
    parts.push(found);
    at += found.length;
  }
  // "ナナナナ" is two digits of two kana each; two one-kana names ("にご") may be any word.
  return parts.length >= 3 || (parts.length === 2 && word.length >= 4) ? parts : null;
}

/**
 * Chinese numerals dialled one by one ("一三八零零一三八零零零", 幺 is 1 on the phone) as
 * digits: only runs of two or more, so "三个鸡蛋" keeps its word. Groups said with a pause
 * between ("一五九，二七三八，零四六一") are groups of one number, as if typed with spaces.
 */
const NUMERAL = `[${Object.keys(CHINESE_DIGITS).join('')}]`;
// Between the groups, a space, a hyphen or a dash of any width ("〇九〇―四八一五―二二七三").
const GROUP = `${NUMERAL}(?:[ \\-‐‒–—―ー·]?${NUMERAL})+`;
const CHINESE_NUMERAL_RUN = new RegExp(`${GROUP}(?:[，,、] ?${GROUP})*`, 'gu');
const NUMERAL_PAUSE = /[，,、] ?/g;

// "17七", "4四6二": one numeral typed against a digit, a number's digit all the same.
const NUMERAL_BESIDE_DIGIT = new RegExp(`[0-9]${NUMERAL}|${NUMERAL}(?=[0-9])`, 'gu');

// The numerals and what may join two of a group, as a table by UTF-16 unit: every numeral is one
// unit. The patterns above ran over every character of a Chinese or Japanese text (a tenth of
// the phone check's time on a long post); a scan of the table finds first whether either can
// match at all (docs/decisions/077).
const NUMERAL_UNIT = 1;
const JOINER_UNIT = 2;
const UNIT_KIND = (() => {
  const table = new Uint8Array(0x10000);
  for (const numeral of Object.keys(CHINESE_DIGITS)) {
    if (numeral.length !== 1) throw new Error(`phone: numeral ${numeral} is not one unit`);
    table[numeral.charCodeAt(0)] = NUMERAL_UNIT;
  }
  for (const joiner of ' -‐‒–—―ー·') table[joiner.charCodeAt(0)] = JOINER_UNIT;
  return table;
})();
const isNumeralAt = (text: string, i: number) =>
  i < text.length && UNIT_KIND[text.charCodeAt(i)] === NUMERAL_UNIT;

/** Whether two numerals stand together or one joiner apart: where CHINESE_NUMERAL_RUN starts. */
function holdsNumeralPair(text: string): boolean {
  for (let i = 0; i + 1 < text.length; i += 1) {
    if (!isNumeralAt(text, i)) continue;
    if (isNumeralAt(text, i + 1)) return true;
    if (UNIT_KIND[text.charCodeAt(i + 1)] === JOINER_UNIT && isNumeralAt(text, i + 2)) return true;
  }
  return false;
}

/** Whether a numeral stands against a digit: where NUMERAL_BESIDE_DIGIT matches. */
function holdsNumeralBesideDigit(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (isNumeralAt(text, i) && (isDigitAt(text, i - 1) || isDigitAt(text, i + 1))) return true;
  }
  return false;
}

/**
 * The text with its Chinese numerals read as digits where they are dialled. The phone and handle
 * checks (and addressTokens, beside a Chinese "@") each ask it of the same text: read once.
 */
export const withChineseDigits = keptForLastText((text: string): string => {
  const read = holdsNumeralPair(text)
    ? text.replace(CHINESE_NUMERAL_RUN, (run) =>
        [...run.replace(NUMERAL_PAUSE, ' ')].map((ch) => CHINESE_DIGITS[ch] ?? ch).join(''),
      )
    : text;
  if (!holdsNumeralBesideDigit(read)) return read;
  return read.replace(NUMERAL_BESIDE_DIGIT, (pair) =>
    [...pair].map((ch) => CHINESE_DIGITS[ch] ?? ch).join(''),
  );
});

/**
 * A run with a date inside ("10:30 25.11.2026" reads "30 25.11.2026") is the numbers around
 * the date, each read on its own.
 */
function withoutDates(run: NumberRun): NumberRun[] {
  const parts: NumberRun[] = [];
  let from = 0;
  for (let i = 0; i + 2 < run.groups.length; i += 1) {
    const triple: NumberRun = {
      ...run,
      groups: run.groups.slice(i, i + 3),
      separators: run.separators.slice(i, i + 2),
    };
    // Only a date with its four-digit year: "06.12.34.56.78" is a French number, not 06.12.34.
    if (!isDates(triple) || !triple.groups.some((g) => g.length === 4)) continue;
    if (i > from) {
      parts.push({
        ...run,
        groups: run.groups.slice(from, i),
        separators: run.separators.slice(from, i - 1),
      });
    }
    from = i + 3;
    i += 2;
  }
  if (from === 0) return [run];
  if (from < run.groups.length) {
    parts.push({
      ...run,
      plus: false,
      groups: run.groups.slice(from),
      separators: run.separators.slice(from),
    });
  }
  return parts;
}

// Letters typed for the digits they look like, Latin and Cyrillic ("06 i9 42 o7", "7оз-22-18",
// "89о1 зз4", "9S4", "О5 9б"): only in a word that also has a digit and no other letter, so
// "oil" stays a word (and "the 90s" is "905", three digits, no number).
// Whole words (runs of letters and digits), read in one pass: a pattern that searched for the
// digit would try every start of a long word again, and a callback for every word of the text
// cost more than the few words that change.
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  i: '1',
  о: '0',
  з: '3',
  б: '6',
  l: '1',
  o: '0',
  s: '5',
};
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** Whether the code point at `i` (`width` units) is a letter or a digit, ASCII first. */
function isLetterOrNumberAt(text: string, i: number, code: number, width: number): boolean {
  if (code < 0x80) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  }
  return LETTER_OR_NUMBER.test(text.slice(i, i + width));
}

function withLookAlikeDigits(text: string): string {
  let out = '';
  let copied = 0;
  // The word being read: where it started, and what it has.
  let start = -1;
  let digit = false;
  let letter = false;
  let onlyLookAlikes = true;
  const endWord = (end: number) => {
    const lookAlikes = start >= 0 && onlyLookAlikes && letter;
    if (lookAlikes && (digit || (end - start <= 3 && betweenDigitGroups(text, start, end)))) {
      out += text.slice(copied, start);
      for (let k = start; k < end; k += 1) {
        const ch = text[k] ?? '';
        out += LOOK_ALIKE_LETTERS[ch] ?? ch;
      }
      copied = end;
    }
    start = -1;
  };
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    if (!isLetterOrNumberAt(text, i, code, width)) endWord(i);
    else {
      if (start < 0) {
        start = i;
        digit = false;
        letter = false;
        onlyLookAlikes = true;
      }
      if (code >= 48 && code <= 57) digit = true;
      else if (LOOK_ALIKE_LETTERS[text[i] ?? ''] !== undefined) letter = true;
      else onlyLookAlikes = false;
    }
    i += width;
  }
  endWord(text.length);
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * "321 oo 77": a short word of look-alike letters alone between two groups of digits is digits
 * too (the groups' own letters are read already: "9o5").
 */
const betweenDigitGroups = (text: string, start: number, end: number) =>
  text[start - 1] === ' ' &&
  text[end] === ' ' &&
  /[0-9o]/.test(text[start - 2] ?? '') &&
  /[0-9o]/.test(text[end + 1] ?? '') &&
  (/[0-9]/.test(text[start - 2] ?? '') || /[0-9]/.test(text[end + 1] ?? ''));

/**
 * Whether a word can be kana: every kana and "ー" is at U+3040 or above, so a word that starts
 * below (nearly every word) is not, and is spared the pattern.
 */
const mayBeKana = (word: string) => word.charCodeAt(0) >= 0x3040;

/** The spoken words of a text, a time or a decimal ("9:30", "1,5") one word among them. */
function partWords(text: string): string[] {
  const words: string[] = [];
  for (const token of partTokens(text)) {
    const word = unmixScripts(token);
    // "n.º 7730", "nº": the number sign's "o" is no zero.
    if (word === 'o' && words.at(-1) === 'n') {
      words[words.length - 1] = 'nº';
      continue;
    }
    // "足す" (add) stays whole: its Han and kana apart would name no sum.
    if (mayBeKana(word) && !ARITHMETIC_WORDS.has(word)) {
      for (const run of withCountsKept(scriptRuns(word))) {
        const digits = kanaDigits(run);
        if (digits === null) words.push(run);
        else for (const digit of digits) words.push(digit);
      }
    } else words.push(word);
  }
  return words;
}

// "電話番号ゼロハチゼロ": a Han word and kana digits run together, read apart; "の" between kana
// digits ("ゼロキューゼロのさんさん") is a separator. A character's script is asked once per text
// run by its code: a pattern over every Japanese word was a tenth of the phone check's time.
const HAN = /^\p{Script=Han}$/u;
const KANA = new RegExp(`^[${KANA_CLASS}]$`, 'u');
/** 1 for a Han character, 2 for kana, 0 for any other. */
const runScriptOf = perCharacterCache((code: number) => {
  const ch = String.fromCodePoint(code);
  return HAN.test(ch) ? 1 : KANA.test(ch) ? 2 : 0;
});

// A Japanese counter after a numeral: "一つもない" (not even one), "三か月" (three months).
const COUNTER_AFTER = /^(?:つ|ヶ|ケ月|か月|カ月)/;

/**
 * The runs with a numeral and the counter after it kept as one word ("一つ"): a count of
 * things, no digit of a number ("…38 40、一つも" names no 13th digit).
 */
function withCountsKept(runs: string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < runs.length; k += 1) {
    const run = runs[k] ?? '';
    const next = runs[k + 1] ?? '';
    // A one-unit run is a numeral by the numerals' table: looking it up by name in
    // CHINESE_DIGITS made each particle ("は", "が") a property key.
    if (run.length === 1 && isNumeralAt(run, 0) && COUNTER_AFTER.test(next)) {
      out.push(run + next);
      k += 1;
    } else out.push(run);
  }
  return out;
}

/** A Chinese/Japanese word's Han and kana runs; a word in one script stays whole. */
function scriptRuns(word: string): string[] {
  const runs: string[] = [];
  const push = (run: string) => {
    if (!run.includes('の')) runs.push(run);
    else for (const part of run.split('の')) if (part !== '') runs.push(part);
  };
  let from = 0;
  let script = runScriptOf(word.codePointAt(0) ?? 0);
  for (let i = 0; i < word.length;) {
    const code = word.codePointAt(i) ?? 0;
    const next = runScriptOf(code);
    if (next !== script) {
      push(word.slice(from, i));
      from = i;
      script = next;
    }
    i += code > 0xffff ? 2 : 1;
  }
  push(word.slice(from));
  return runs;
}

/** A time or a decimal as the words a dictated number reads ("9:30" is 9 and 30; "1,5" 1, 5). */
const splitTimes = (word: string) =>
  /^[0-9]+[:.,/]/.test(word)
    ? word.split(/(,)|[:./]/).filter((part) => part !== undefined && part !== '')
    : [word];

/** The words with each time or decimal split (`splitTimes`); only those start with a digit. */
function withTimesSplit(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const code = word.charCodeAt(0);
    if (code >= 48 && code <= 57) out.push(...splitTimes(word));
    else out.push(word);
  }
  return out;
}

// "0seven700", "9huit", "3three2": digits with a digit's name typed among them. Only a text
// with such a name against a digit is read word by word ("к1ll" has none).
const DIGIT_NAMES = [...DIGIT_WORDS.keys()]
  .filter((name) => name.length >= 2 && /^\p{L}+$/u.test(name))
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
// Written from the digit, a name after it or (looked behind) before it: a name first would be
// tried at every character of the text, the digit only where there is one.
const DIGIT_NAME_BESIDE_DIGIT = new RegExp(
  `[0-9](?:(?:${DIGIT_NAMES})|(?<=(?:${DIGIT_NAMES})[0-9]))`,
  'u',
);
const MIXED_WORD = /[\p{L}\p{N}]+/gu;
const DIGITS_AND_NAMES = /[0-9]+|\p{L}+/gu;

/** A word of digits and digits' names, as digits ("0six" → "06"); any other word as it is. */
function digitsWithNames(word: string): string {
  if (!/[0-9]/.test(word) || !/\p{L}/u.test(word)) return word;
  let out = '';
  for (const [part] of word.matchAll(DIGITS_AND_NAMES)) {
    const digit = /^[0-9]/.test(part) ? part : DIGIT_WORDS.get(part);
    if (digit === undefined) return word;
    out += digit;
  }
  return out;
}

const withDigitNamesRead = (text: string) =>
  DIGIT_NAME_BESIDE_DIGIT.test(text) ? text.replace(MIXED_WORD, digitsWithNames) : text;

// Look-alike letters only matter against a digit: most texts skip that reading.
const LOOK_ALIKE_BESIDE_DIGIT = /[0-9][iloозб]|[iloозб][0-9]|[0-9] [oо]{1,3} [0-9]/u;

// "0,9,6,5,3,1,2,8,4,7": every digit of a national number (its 0 first) typed apart by a comma.
// A decimal has one comma, and a list of marks or counts ("8,5,7,9,6,8,9,7") no 0 first.
const COMMA_DIGITS = /(?<![0-9][,.]?)0(?:,[0-9]){7,}(?![,.]?[0-9])/g;
const withCommaDigitsApart = (text: string) =>
  text.includes(',') ? text.replace(COMMA_DIGITS, (run) => run.replaceAll(',', ' ')) : text;

// Chinese net slang typed in digits: "2333…" is laughter, "666…" praise, "555…" crying (data
// round 50: "666 这操作我服了 233333"). Read as words where the text has Chinese characters, and
// never as a group of a number typed in groups ("0912 555 666").
const NET_SLANG_DIGITS = /(?<![0-9][ \-.]?)(?:23{3,}|6{3,}|5{3,})(?![ \-.]?[0-9])/g;
const HAN_CHARACTER = /\p{Script=Han}/u;
const withoutNetSlangDigits = (text: string) =>
  HAN_CHARACTER.test(text) ? text.replace(NET_SLANG_DIGITS, ' ') : text;

export function hasPhone({ text: normalised }: ContactInput): boolean {
  const text = withChineseDigits(
    withDigitNamesRead(
      withCommaDigitsApart(
        withoutNetSlangDigits(
          LOOK_ALIKE_BESIDE_DIGIT.test(normalised) ? withLookAlikeDigits(normalised) : normalised,
        ),
      ),
    ),
  );
  if (
    numberRuns(text)
      .flatMap(withoutDates)
      .some((run) => isPhoneRun(text, run))
  )
    return true;
  const words = partWords(text);
  return spokenDigits(words).length > 0 || phoneInParts(words);
}
