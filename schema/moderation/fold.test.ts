import { describe, expect, test } from 'vitest';
import { foldCharacters, joinedRunsAsLatin } from './fold.ts';

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
