import { describe, expect, test } from 'vitest';
import { typoIndex } from './typo-index.ts';

/** Every word one typo from each known word, as strings: what the index stands for. */
function variantsByName(known: readonly string[]): Map<string, string[]> {
  const byVariant = new Map<string, string[]>();
  const add = (variant: string, word: string) => {
    if (known.includes(variant)) return;
    const list = byVariant.get(variant) ?? [];
    if (!list.includes(word)) list.push(word);
    byVariant.set(variant, list);
  };
  for (const word of known) {
    if (word.length < 7 || !/^\p{L}+$/u.test(word)) continue;
    for (let i = 0; i < word.length; i += 1) {
      add(word.slice(0, i) + word.slice(i + 1), word);
      if (word[i] !== word[i + 1] && i + 1 < word.length) {
        add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), word);
      }
    }
  }
  return byVariant;
}

describe('the typo index', () => {
  const known = [
    'suicide',
    'strangle',
    'strange',
    'killing',
    'kill',
    'stabber',
    'stabbed',
    'erwürgen',
    'убийство',
  ];
  const typos = typoIndex(new Set(known));

  test('reads a letter left out or two swapped, and nothing else', () => {
    expect(typos('sucide')).toEqual(['suicide']);
    expect(typos('siucide')).toEqual(['suicide']);
    expect(typos('kiling')).toEqual(['killing']);
    expect(typos('erwürgn')).toEqual(['erwürgen']);
    expect(typos('убийтсво')).toEqual(['убийство']);
    expect(typos('suicdie')).toEqual(['suicide']);
    expect(typos('sucidee')).toEqual([]);
    expect(typos('kil')).toEqual([]);
  });

  test('a known word is no typo, and a variant of two words names both in order', () => {
    expect(typos('strange')).toEqual([]);
    expect(typos('strnge')).toEqual(['strange']);
    expect(typos('strngle')).toEqual(['strangle']);
    expect(typos('stabbe')).toEqual(['stabber', 'stabbed']);
  });

  test('answers as a map of every variant would', () => {
    for (const [variant, words] of variantsByName(known)) expect(typos(variant)).toEqual(words);
  });
});
