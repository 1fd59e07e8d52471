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

/**
 * The text with each number whose digits are one of `numbers` taken out. Only a whole run
 * counts: a personal number that starts or ends like a crisis line is still a phone number.
 */
export function withoutPublicNumbers(text: string, numbers: ReadonlySet<string>): string {
  return text
    .normalize('NFKC')
    .replace(NUMBER_RUN, (run) => (numbers.has(digitsOf(run)) ? ' ' : run));
}
