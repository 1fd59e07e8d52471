// Phone numbers in the formats of the app's countries ("06 12 34 56 78", "138 0013 8000",
// "8 (912) 345-67-89", "+44 20 7946 0958", "090-1234-5678"), bare runs of digits, digits written
// as words in any of the nine languages, Chinese numerals, and "o" for zero. Dates, times,
// prices, scores, years and thousands ("8,400,000") are numbers, not phones. One pass over the
// text; every decision looks at a bounded window.
import { isCjkChar } from '../fold.ts';
import type { ContactInput } from './contact.ts';
import { contactWords, DIGIT_WORDS, PHONE_CUES, phraseAt, TENS_WORDS } from './contact-words.ts';

/** A run of digit groups with the separators between them, as typed. */
type NumberRun = {
  groups: string[];
  separators: string[];
  plus: boolean;
  start: number;
  end: number;
};

const GROUP_SEPARATOR = /^[ \-./()]{1,3}$/;
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
};

/** "o6 12…": a letter o between digits or right before one is a zero. */
function digitAt(text: string, i: number): string | null {
  const ch = text[i] ?? '';
  if (ch >= '0' && ch <= '9') return ch;
  if (ch !== 'o') return null;
  const before = text[i - 1] ?? ' ';
  const after = text[i + 1] ?? ' ';
  const isDigit = (c: string) => c >= '0' && c <= '9';
  if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) return null;
  return isDigit(after) || isDigit(before) ? '0' : null;
}

/** Every run of digit groups joined by short separators ("(555) 123-4567"). */
function numberRuns(text: string): NumberRun[] {
  const runs: NumberRun[] = [];
  let i = 0;
  while (i < text.length) {
    if (digitAt(text, i) === null) {
      i += 1;
      continue;
    }
    let plus = false;
    let back = i - 1;
    while (back >= 0 && text[back] === '(') back -= 1;
    if (text[back] === '+') plus = true;
    const run: NumberRun = { groups: [], separators: [], plus, start: i, end: i };
    let group = '';
    let j = i;
    for (;;) {
      const digit = digitAt(text, j);
      if (digit !== null) {
        group += digit;
        j += 1;
        continue;
      }
      let k = j;
      while (k < text.length && k - j < 3 && /[ \-./()]/.test(text[k] ?? '')) k += 1;
      const separator = text.slice(j, k);
      if (separator === '' || !GROUP_SEPARATOR.test(separator) || digitAt(text, k) === null) break;
      run.groups.push(group);
      run.separators.push(separator);
      group = '';
      j = k;
    }
    run.groups.push(group);
    run.end = j;
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
    'million millions mil lakh crore km kg cm mm ml m g lb lbs mg kcal cal percent'
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

/** Whether one of the nine languages' phone words stands within a few words of the number. */
function hasPhoneCue(text: string, run: NumberRun): boolean {
  const before = contactWords(text.slice(Math.max(0, run.start - 40), run.start)).slice(-4);
  const after = contactWords(text.slice(run.end, run.end + 30)).slice(0, 3);
  const words = [...before, ...after];
  return words.some((_, i) => phraseAt(PHONE_CUES, words, i) > 0);
}

// Numbers that name something else: an order, a parcel, an account on a numbered platform.
const NOT_PHONE_BEFORE = new Set(
  (
    'qq 扣扣 qq号 order ordre pedido bestellung заказ 订单 订单号 单号 快递 运单 注文 pesanan đơn ' +
    'tracking invoice isbn uid id ref'
  ).split(' '),
);

function namesSomethingElse(text: string, run: NumberRun): boolean {
  const before = contactWords(text.slice(Math.max(0, run.start - 16), run.start)).slice(-2);
  return before.some((word) => NOT_PHONE_BEFORE.has(word) || /^(?:qq|订单|单号|快递)/.test(word));
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
  return (
    letter(text[run.end]) ||
    letter(before) ||
    ((before === '-' || before === '_') && letter(text[run.start - 2]))
  );
}

function isPhoneRun(text: string, run: NumberRun): boolean {
  const digits = run.groups.join('');
  if (digits.length < 7 || digits.length > 15) return false;
  if (isIdentifier(text, run)) return false;
  if (namesSomethingElse(text, run)) return false;
  if (isDates(run) || isYears(run) || isCounting(run.groups)) return false;
  const cue = hasPhoneCue(text, run);
  if (run.plus && !hasCurrency(text, run)) return digits.length >= 8;
  if (!cue && (hasCurrency(text, run) || isThousands(run))) return false;
  // Lists of small numbers ("4 8 15 16 23 42", "85 90 78 92"), unless the first is a 0
  // prefix or every digit was typed apart ("1 3 8 0 0 1 3 8 0 0 0").
  const spacedOut = run.groups.length >= 8 && run.groups.every((g) => g.length === 1);
  if (run.groups.every((g) => g.length <= 2) && !digits.startsWith('0') && !spacedOut) {
    return false;
  }
  if (run.groups.length === 1) {
    // A bare run: long enough, or named as a phone.
    return digits.length >= 10 ? digits.length <= 13 : cue && digits.length >= 8;
  }
  return digits.length >= 8 || (cue && digits.length >= 7);
}

/**
 * Digits said as words ("five five five…", "không chín một…", "zéro six douze trente…", a
 * name of tens counting as two digits), at least three of them words.
 */
function spokenDigits(text: string): string[] {
  const numbers: string[] = [];
  let run: string[] = [];
  let spoken = 0;
  const flush = () => {
    const digits = run.join('');
    if (digits.length >= 8 && spoken >= 3 && !isCounting(run)) numbers.push(digits);
    run = [];
    spoken = 0;
  };
  for (const word of contactWords(text).flatMap(kanaDigits)) {
    const digit = DIGIT_WORDS.get(word) ?? (TENS_WORDS.has(word) ? '00' : undefined);
    if (digit !== undefined) {
      run.push(digit);
      spoken += 1;
    } else if (/^[0-9]{1,4}$/.test(word)) run.push(word);
    else flush();
  }
  flush();
  return numbers;
}

/**
 * A run of kana read as digit names when it is nothing but digit names ("ぜろきゅうぜろ" is
 * ぜろ きゅう ぜろ); anything else stays one word.
 */
function kanaDigits(word: string): string[] {
  if (!/^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word)) return [word];
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
    if (found === '') return [word];
    parts.push(found);
    at += found.length;
  }
  return parts.length >= 3 ? parts : [word];
}

/**
 * Chinese numerals dialled one by one ("一三八零零一三八零零零", 幺 is 1 on the phone) as
 * digits: only runs of two or more, so "三个鸡蛋" keeps its word.
 */
const CHINESE_NUMERAL_RUN = /[零〇一幺二两三四五六七八九](?:[ -]?[零〇一幺二两三四五六七八九])+/gu;

function withChineseDigits(text: string): string {
  return text.replace(CHINESE_NUMERAL_RUN, (run) =>
    [...run].map((ch) => CHINESE_DIGITS[ch] ?? ch).join(''),
  );
}

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

export function hasPhone({ text: normalised }: ContactInput): boolean {
  const text = withChineseDigits(normalised);
  if (
    numberRuns(text)
      .flatMap(withoutDates)
      .some((run) => isPhoneRun(text, run))
  )
    return true;
  return spokenDigits(text).length > 0;
}
