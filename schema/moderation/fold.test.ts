import { describe, expect, test } from 'vitest';
import { CJK, foldCharacters, joinedRunsAsLatin } from './fold.ts';

describe('foldCharacters', () => {
  test.each([
    ['シニタイ', 'しにたい'],
    ['我們說話', '我们说话'],
    ['Tự Tử', 'tu tu'],
    ['don’t', "don't"],
    // A character beyond the Basic Multilingual Plane is kept, and the one after it folded.
    ['😀ñ', '😀n'],
    ['plain ascii', 'plain ascii'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldCharacters(text)).toBe(folded);
  });

  // The view makes no Chinese/Japanese stream of a text with no such character, unfolded: no
  // character folds to one (a text folds character by character, after lower case).
  test('folds no other character to a Chinese or Japanese one', () => {
    const makeCjk: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      const ch = String.fromCodePoint(code);
      if (!CJK.test(ch) && CJK.test(foldCharacters(ch))) makeCjk.push(ch);
    }
    expect(makeCjk).toEqual([]);
  });
});

describe('joinedRunsAsLatin', () => {
  test.each([
    // Cyrillic look-alikes inside an address, each run read on its own.
    ['пиши: аnnаbеllе.rоsе@gmаil.соm сегодня', 'пиши: annabelle.rose@gmail.com сегодня'],
    ['аnnа.lее kіll_mе', 'anna.lee kill_me'],
    ['ok.ру', 'ok.py'],
    // A Russian word in the run is written, not spoofed; a run with no mark is a word.
    ['n.orlova[собачка]bk и katya-smirnova.рф', 'n.orlova[собачка]bk и katya-smirnova.рф'],
    ['привет мир без точек', 'привет мир без точек'],
    ['kаtya и оlga', 'kаtya и оlga'],
  ])('reads %s as %s', (text, read) => {
    expect(joinedRunsAsLatin(text)).toBe(read);
  });
});
