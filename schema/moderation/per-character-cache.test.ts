import { describe, expect, test } from 'vitest';
import { perCharacterCache } from './per-character-cache.ts';

describe('perCharacterCache', () => {
  test('reads each character once, asked as a string or by its code point', () => {
    const asked: string[] = [];
    const read = perCharacterCache((ch: string) => {
      asked.push(ch);
      return ch.toUpperCase();
    });
    for (const ch of ['a', 'é', '😀', '😁', 'a', 'é', '😀', '😁'])
      expect(read(ch)).toBe(ch.toUpperCase());
    expect(asked).toEqual(['a', 'é', '😀', '😁']);
  });

  test('tells a character beyond the Basic Multilingual Plane from its surrogates', () => {
    const read = perCharacterCache((code: number) => code);
    const emoji = '😀'.codePointAt(0) ?? 0;
    expect(read(emoji)).toBe(emoji);
    expect(read(0xd83d)).toBe(0xd83d);
    expect(read(emoji)).toBe(emoji);
  });

  test('answers rightly for characters past the ones it keeps, reading those again', () => {
    let reads = 0;
    const read = perCharacterCache((code: number) => {
      reads += 1;
      return code * 2;
    });
    const codes = Array.from({ length: 10_000 }, (_, i) => i * 7);
    for (const code of codes) expect(read(code)).toBe(code * 2);
    const first = reads;
    for (const code of codes) expect(read(code)).toBe(code * 2);
    // The first 4,096 are kept; the rest are read again.
    expect(first).toBe(10_000);
    expect(reads - first).toBe(10_000 - 4_096);
  });
});
