import { describe, expect, test } from 'vitest';
import { unmixScripts } from '../fold.ts';
import { contactWords } from './contact-words.ts';

// What contactWords reads, as the Unicode pattern it replaced defines it: a run of Chinese or
// Japanese characters, or a run of other letters and digits, each word with its scripts unmixed.
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const DEFINITION = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');
const byDefinition = (text: string) => (text.match(DEFINITION) ?? []).map(unmixScripts);

describe('contactWords', () => {
  test.each([
    ['gmailはtakumi.nakamura1999です', ['gmail', 'は', 'takumi', 'nakamura1999', 'です']],
    ['ゼロキューゼローの𠮷田', ['ゼロキューゼローの𠮷田']],
    ['kіll_me now', ['kill', 'me', 'now']],
    ['ig:luna_rose22 ✨', ['ig', 'luna', 'rose22']],
    ['chấm com', ['chấm', 'com']],
  ])('reads %j as %j', (text, words) => {
    expect(contactWords(text)).toEqual(words);
  });

  test('splits every character of the Basic Multilingual Plane and beyond as the pattern does', () => {
    const codes = Array.from({ length: 0x30000 }, (_, code) => code).filter(
      (code) => code < 0xd800 || code > 0xdfff,
    );
    // Each character beside a letter, a digit, a space and a kana: every class meets every other.
    for (const glue of ['a', '7', ' ', 'か']) {
      const text = codes.map((code) => String.fromCodePoint(code)).join(glue);
      expect(contactWords(text)).toEqual(byDefinition(text));
    }
  });
});
