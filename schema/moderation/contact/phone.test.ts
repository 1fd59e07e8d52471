import { describe, expect, test } from 'vitest';
import { partTokens, withChineseDigits } from './phone.ts';
import { randomTexts } from './random-texts.ts';

describe('withChineseDigits', () => {
  test.each([
    // Numerals dialled one by one, in groups joined by a dash or a space, or with pauses.
    ['一三八零零一三八零零零', '13800138000'],
    ['〇九〇―四八一五―二二七三', '090―4815―2273'],
    ['一 二', '1 2'],
    ['一五九，二七三八，零四六一', '159 2738 0461'],
    // One numeral typed against a digit.
    ['17七', '177'],
    ['4四6二', '4462'],
    ['13800一38000', '13800138000'],
    // A numeral alone is a word.
    ['三个鸡蛋', '三个鸡蛋'],
    ['第一名', '第一名'],
    ['abc 123', 'abc 123'],
  ])('reads %s as %s', (text, read) => {
    expect(withChineseDigits(text)).toBe(read);
  });
});

// A Chinese/Japanese run's characters, and a letter or digit outside them.
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const LETTER_OR_DIGIT = `(?![${CJK_CLASS}])[\\p{L}\\p{N}]`;

// What partTokens reads, as the Unicode pattern it replaced defines it.
const DEFINITION = new RegExp(
  [
    '[0-9]{1,2}-[0-9]{1,2}-(?:19|20)[0-9]{2}|(?:19|20)[0-9]{2}-[0-9]{1,2}-[0-9]{1,2}',
    '[0-9]+(?:[:.,/][0-9]+)+',
    '(?<=[0-9] ?)\\+(?= ?[0-9])',
    `[${CJK_CLASS}]+|(?:${LETTER_OR_DIGIT})+|[,，、;]`,
    '[=×÷*]',
  ].join('|'),
  'gu',
);
const byDefinition = (text: string) => text.match(DEFINITION) ?? [];

describe('partTokens', () => {
  test.each([
    [
      'cumplo 30 el 14-02-2025, a las 9:30',
      ['cumplo', '30', 'el', '14-02-2025', ',', 'a', 'las', '9:30'],
    ],
    [
      '0912 + 3456 ra 4368, +33 1920×1080',
      ['0912', '+', '3456', 'ra', '4368', ',', '33', '1920', '×', '1080'],
    ],
    ['電話番号ゼロハチゼロ、1.5', ['電話番号ゼロハチゼロ', '、', '1.5']],
  ])('reads %j as %j', (text, tokens) => {
    expect(partTokens(text)).toEqual(tokens);
  });

  test('reads every character of the Basic Multilingual Plane and beyond as the pattern does', () => {
    const codes = Array.from({ length: 0x30000 }, (_, code) => code).filter(
      (code) => code < 0xd800 || code > 0xdfff,
    );
    // Each character beside a letter, a digit, a space, a kana and what joins digits.
    for (const glue of ['a', '7', ' ', 'か', '+', '1 +', '12-3-', '2020-1-', '.5', ',', '×']) {
      const text = codes.map((code) => String.fromCodePoint(code)).join(glue);
      expect(partTokens(text)).toEqual(byDefinition(text));
    }
  });

  test('reads digits, dates, times and signs in any order as the pattern does', () => {
    const pieces = [
      '1',
      '19',
      '20',
      '2024',
      '-',
      ':',
      '.',
      ',',
      '/',
      '+',
      ' ',
      'a',
      'か',
      '×',
      '、',
    ];
    for (const text of randomTexts(pieces, { count: 2000, maxPieces: 24, seed: 7 })) {
      expect(partTokens(text), text).toEqual(byDefinition(text));
    }
  });
});
