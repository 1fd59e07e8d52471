import { describe, expect, test } from 'vitest';
import { isAddressWord } from './address-tokens.ts';
import { HARD_CHARACTERS, randomTexts } from './random-texts.ts';

// The pattern isAddressWord replaced.
const WORD = /^[\p{L}\p{N}_%+-]+$/u;

describe('isAddressWord', () => {
  test.each([
    ['', false],
    ['gmail', true],
    ['nguyễn_thu-hà+1%', true],
    ['一六三', true],
    ['mình,', false],
    ['a.b', false],
    ['𝐚𝐛', true],
    ['\ud835', false],
  ])('reads %j as %j', (text, word) => {
    expect(isAddressWord(text)).toBe(word);
  });

  test('answers as the pattern for every character of the first three planes, alone and beside others', () => {
    const differing: string[] = [];
    for (let code = 0; code < 0x30000; code += 1) {
      const ch = String.fromCodePoint(code);
      for (const glue of ['', 'a', '7', '_', '-', ' ', ',', '.', '@']) {
        for (const text of [`${glue}${ch}`, `${ch}${glue}`]) {
          if (isAddressWord(text) !== WORD.test(text)) differing.push(text);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  test('answers as the pattern for 20,000 random texts of letters, digits, signs and halves of pairs', () => {
    const alphabet = [
      'a',
      'Z',
      '9',
      '_',
      '%',
      '+',
      '-',
      '.',
      ',',
      ' ',
      ...HARD_CHARACTERS,
      'か',
      '\u200b',
    ];
    for (const text of randomTexts(alphabet, { count: 20_000, maxPieces: 9, seed: 7 })) {
      expect(isAddressWord(text)).toBe(WORD.test(text));
    }
  });
});
