import { describe, expect, test } from 'vitest';
import { unmixScripts } from '../fold.ts';
import { contactWords, holdsCjkPhrase, PLATFORMS } from './contact-words.ts';

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

describe('holdsCjkPhrase', () => {
  // What it answers, by definition: whether any of the list's phrases stands in the text.
  const byDefinition = (text: string) => PLATFORMS.cjk.some((phrase) => text.includes(phrase));
  const phrase = PLATFORMS.cjk[0] ?? '';

  test('answers a run asked again as it did the first time, and a run of any length', () => {
    const runs = ['今日はいい天気', `昨日${phrase}で見た`, phrase, `${'あ'.repeat(100)}${phrase}`];
    for (const run of [...runs, ...runs])
      expect(holdsCjkPhrase(PLATFORMS, run)).toBe(byDefinition(run));
  });

  test('still answers right once more runs were asked than it keeps answers for', () => {
    const runs = Array.from({ length: 10_000 }, (_, i) =>
      i % 3 === 0
        ? `${String.fromCodePoint(0x4e00 + i)}${phrase}`
        : String.fromCodePoint(0x4e00 + i, 0x3042),
    );
    for (const run of [...runs, ...runs.reverse()]) {
      expect(holdsCjkPhrase(PLATFORMS, run)).toBe(byDefinition(run));
    }
  });
});
