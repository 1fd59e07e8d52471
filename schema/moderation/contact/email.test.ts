import { describe, expect, test } from 'vitest';
import { mailboxWords } from './email.ts';

// A Chinese/Japanese run's characters, and a letter or digit outside them.
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const LETTER_OR_DIGIT = `(?![${CJK_CLASS}])[\\p{L}\\p{N}]`;

// What mailboxWords reads, as the Unicode pattern it replaced defines it: a run of Chinese or
// Japanese characters, or a run of other letters, digits and "_" joined by ".", "'" or "-".
const NAME = `(?:${LETTER_OR_DIGIT}|_)+`;
const DEFINITION = new RegExp(`[${CJK_CLASS}]+|${NAME}(?:[.'-]${NAME})*`, 'gu');
const byDefinition = (text: string) => {
  const found = [...text.matchAll(DEFINITION)];
  return { words: found.map((match) => match[0]), starts: found.map((match) => match.index) };
};

describe('mailboxWords', () => {
  test.each([
    ['gmailはtakumi.nakamura1999です', ['gmail', 'は', 'takumi.nakamura1999', 'です']],
    ['my gmail is sarah_du_59, gmx-adresse', ['my', 'gmail', 'is', 'sarah_du_59', 'gmx-adresse']],
    ["lethuy.hn (gmail). it's", ['lethuy.hn', 'gmail', "it's"]],
    ['a..b -c _', ['a', 'b', 'c', '_']],
  ])('reads %j as %j', (text, words) => {
    expect(mailboxWords(text).words).toEqual(words);
  });

  test('reads every character of the Basic Multilingual Plane and beyond as the pattern does', () => {
    const codes = Array.from({ length: 0x30000 }, (_, code) => code).filter(
      (code) => code < 0xd800 || code > 0xdfff,
    );
    // Each character beside a letter, a digit, a space, a kana and the joiners.
    for (const glue of ['a', '7', ' ', 'か', '_', '.', "'", '-', 'a.', '-か']) {
      const text = codes.map((code) => String.fromCodePoint(code)).join(glue);
      expect(mailboxWords(text)).toEqual(byDefinition(text));
    }
  });
});
