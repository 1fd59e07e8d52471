// The crisis lines Echo shows, as digits (worker/data/helplines, docs/decisions/023): a post or
// comment that passes one on is not refused for a phone number (docs/decisions/025).
import { HELPLINES } from '../data/helplines';
import { digitsOf } from './moderation/public-numbers';

/** Shorter numbers (112, 024) are never read as phone numbers anyway. */
const MIN_DIGITS = 6;

export const CRISIS_LINE_NUMBERS: ReadonlySet<string> = new Set(
  [...HELPLINES.values()]
    .flatMap((record) => [
      record.emergency?.number,
      ...record.lines.flatMap((line) => [line.phone, line.sms?.number]),
    ])
    .filter((number): number is string => typeof number === 'string')
    .map(digitsOf)
    .filter((digits) => digits.length >= MIN_DIGITS),
);
