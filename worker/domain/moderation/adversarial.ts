// Inputs that make backtracking patterns slow (repeated overlapping prefixes of an email, a
// domain, a phone number, a spaced-out word…), shared by the linear-time test and the benchmark.

const repeat = (unit: string) => (length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

export const ADVERSARIAL_INPUTS: Readonly<Record<string, (length: number) => string>> = {
  'a@a.a@a.a…': repeat('a@a.a'),
  'a.a.a.…': repeat('a.'),
  'aaaa… (one long word)': repeat('a'),
  'a a a … (spaced letters)': repeat('a '),
  'k.i.l.l. … (dotted)': repeat('k.i.l.l.'),
  '1-2-3-… (digit groups)': repeat('12-'),
  '+1 +1 … (phone prefixes)': repeat('+1 '),
  'the the … (hate prefix)': repeat('kill the '),
  'spaces then "at"': (length) => `${' '.repeat(length - 10)}(at) x.com`,
  '@a@a… (handles)': repeat('@a'),
  'dots ………': repeat('.'),
  'i will i will …': repeat('i will '),
  'ig: ig: …': repeat('ig: '),
  'ааа… (Cyrillic look-alikes)': repeat('kіll уоu '),
  'zero-width joiners': repeat('a\u200d'),
};
