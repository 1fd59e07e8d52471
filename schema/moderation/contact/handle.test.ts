import { describe, expect, test } from 'vitest';
import { casedTokens, loneTokenKind } from './handle.ts';
import { HARD_CHARACTERS, randomTexts } from './random-texts.ts';

// The pattern casedTokens replaced.
const CASED_TOKEN =
  /[\p{L}\p{N}_]+(?:[.'’-][\p{L}\p{N}_]+)*|[:：→=]|[,;!?。，、\n(（]|\.(?![\p{L}\p{N}])/gu;
const byPattern = (text: string) => text.match(CASED_TOKEN) ?? [];

describe('casedTokens', () => {
  test.each([
    ['Fb mình: Nguyễn Thu Hà.', ['Fb', 'mình', ':', 'Nguyễn', 'Thu', 'Hà', '.']],
    [
      "my steam is GreyOwlTom, c’est l'ami.e-x",
      ['my', 'steam', 'is', 'GreyOwlTom', ',', 'c’est', "l'ami.e-x"],
    ],
    ['a..b -c _ .x ._ x.', ['a', '.', 'b', 'c', '_', 'x', '.', '_', 'x', '.']],
    ['', []],
  ])('reads %j as %j', (text, tokens) => {
    expect(casedTokens(text)).toEqual(tokens);
  });

  test('reads every character of the first three planes as the pattern does, beside others', () => {
    const codes = Array.from({ length: 0x30000 }, (_, code) => code);
    for (const glue of ['a', '7', ' ', 'か', '_', '.', "'", '’', '-', 'a.', '.a', '._', ':']) {
      const text = codes.map((code) => String.fromCodePoint(code)).join(glue);
      expect(casedTokens(text)).toEqual(byPattern(text));
    }
  });

  test('reads 20,000 random texts as the pattern does', () => {
    const alphabet = [..."aZ9_.'’-:：→=,;!?。，、\n(（ ", ...HARD_CHARACTERS];
    for (const text of randomTexts(alphabet, { count: 20_000, maxPieces: 12, seed: 11 })) {
      expect(casedTokens(text)).toEqual(byPattern(text));
    }
  });
});

// What loneTokenKind replaced: a pattern per kind, a "-" a mark before a space or the text's end.
const MARK = /[:=：>→—–]/;
const END = /[.!?\n。！？;]/;
const PAUSE = /[,，、]/;
const kindByPatterns = (text: string, i: number) => {
  const ch = text[i] ?? '';
  if (MARK.test(ch) || (ch === '-' && /\s/.test(text[i + 1] ?? ' '))) return 'mark';
  if (END.test(ch)) return 'end';
  return PAUSE.test(ch) ? 'pause' : undefined;
};

describe('loneTokenKind', () => {
  test('reads every UTF-16 unit as the patterns do, before a space, a letter, a mark or nothing', () => {
    const differing: string[] = [];
    for (let code = 0; code < 0x10000; code += 1) {
      for (const next of ['', ' ', '\u3000', '\n', 'a', '-', ':']) {
        const text = `${String.fromCharCode(code)}${next}`;
        if (loneTokenKind(text, 0) !== kindByPatterns(text, 0)) differing.push(text);
      }
    }
    expect(differing).toEqual([]);
  });
});
