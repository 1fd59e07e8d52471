import { expect, test } from 'vitest';
import { cjkPhrase, cjkSearchText } from './cjk-search-text';

test('Han and kana letters are spaced one per token, runs kept apart, other text left out', () => {
  expect(cjkSearchText('もう死にたい')).toBe('も う 死 に た い');
  expect(cjkSearchText('我想自杀。真的好累')).toBe('我 想 自 杀 0 真 的 好 累');
  expect(cjkSearchText('ラーメン食べた')).toBe('ラ ー メ ン 食 べ た');
  expect(cjkSearchText('人々・日々')).toBe('人 々 0 日 々');
  expect(cjkSearchText('I feel fine today')).toBe('');
  expect(cjkSearchText('')).toBe('');
});

test('a search phrase only for text all of Han and kana letters', () => {
  expect(cjkPhrase('死に')).toBe('"死 に"');
  expect(cjkPhrase('孤独')).toBe('"孤 独"');
  expect(cjkPhrase('死 に')).toBeNull();
  expect(cjkPhrase('a死')).toBeNull();
  expect(cjkPhrase('。死')).toBeNull();
  expect(cjkPhrase('')).toBeNull();
});
