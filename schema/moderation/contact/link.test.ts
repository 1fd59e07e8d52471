import { describe, expect, test } from 'vitest';
import { dotBeforeAnywhere } from './link.ts';

describe('dotBeforeAnywhere', () => {
  const texts = [
    'me fui a casa.Es lo mejor que pude hacer',
    'lo intenté.de verdad. Otra vez.Estoy bien.Esto',
    'pkt.там я/pkt.Там я/'.repeat(40),
    'no dot at all',
    '.',
    'ends with a dot.',
    `a.${'Verylongwordthatgoesonandonforever'.repeat(2)} b.Verylong`,
    '..Es.És.E s',
  ];
  const words = [
    'Es',
    'Esto',
    'Estoy',
    'Est',
    'Es lo',
    'Там',
    'Там я/pkt',
    'там',
    'E',
    '',
    'Es lo mejor que pude hacer',
    'Verylongwordthatgoesonandonforever',
    'Verylongwordthatgoesonandonforeverz',
    'Verylongwordthatgoesonandonforeververylongword',
    '.Es',
    'És',
    'Zz',
  ];

  test.each(texts)('answers as a scan of the text would: %s', (text) => {
    const dotBefore = dotBeforeAnywhere(text);
    for (const word of words) expect(dotBefore(word), word).toBe(text.includes(`.${word}`));
    // Asked again, the kept answers are the same.
    for (const word of words) expect(dotBefore(word), word).toBe(text.includes(`.${word}`));
  });
});
