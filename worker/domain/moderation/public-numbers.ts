// Numbers anyone may share without giving themselves away: the crisis lines Echo itself shows
// (worker/domain/crisis-line-numbers.ts). "Call 8-800-2000-122" under a post is help, not a
// contact detail. Pure, so the benchmark and the tests in Node can use it too.

/**
 * A number as people type it: digits with at most two spaces, dots, dashes or brackets between
 * them ("0800 111 0 111", "(0120) 279-338"). Linear: no separator is a digit.
 */
const NUMBER_RUN = /\+?\d(?:[\s.\-–‐()（）]{0,2}\d)*/g;

/** The digits of a number, as the crisis-line set keeps them. */
export const digitsOf = (number: string): string => number.replace(/\D/g, '');

/** Shorter numbers (112, 024) are never read as phone numbers anyway. */
const MIN_DIGITS = 6;

/** A service's numbers as the help datasets write them (worker/data/helplines). */
export type ServiceNumbers = { phone?: string | null; sms?: { number: string } | null };

/** A country's record as the help dataset has it, as far as its numbers go. */
export type RecordNumbers = { emergency: { number: string } | null; lines: ServiceNumbers[] };

/**
 * The crisis lines' numbers as a set of digits, for withoutPublicNumbers: every line and
 * emergency number of the help dataset's `records`, and the `unconfirmed` services' numbers Echo
 * does not show yet (docs/decisions/043).
 */
export function crisisLineNumbersOf(
  records: readonly RecordNumbers[],
  unconfirmed: readonly ServiceNumbers[],
): ReadonlySet<string> {
  const services = [...records.flatMap((record) => record.lines), ...unconfirmed];
  return new Set(
    [
      ...services.flatMap(({ phone, sms }) => [phone, sms?.number]),
      ...records.map((record) => record.emergency?.number),
    ]
      .filter((number): number is string => typeof number === 'string')
      .map(digitsOf)
      .filter((digits) => digits.length >= MIN_DIGITS),
  );
}

/**
 * The text with each number whose digits are one of `numbers` taken out. Only a whole run
 * counts: a personal number that starts or ends like a crisis line is still a phone number.
 */
export function withoutPublicNumbers(text: string, numbers: ReadonlySet<string>): string {
  return text
    .normalize('NFKC')
    .replace(NUMBER_RUN, (run) => (numbers.has(digitsOf(run)) ? ' ' : run));
}
