// Inputs that make backtracking patterns slow (repeated overlapping prefixes of an email, a
// domain, a phone number, a spaced-out word…) and inputs that keep the phrase matcher busiest
// (a phrase's first words over and over, every script at once), shared by the linear-time test
// and the benchmark.

/** `unit` over and over, cut to `length` (also the slow-input search's, bench/slow-inputs.ts). */
export const repeat = (unit: string) => (length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Words that never repeat ("baca bacb bacc…"), so nothing read once is read again for free. */
const distinctWords = (words: readonly string[]) => (length: number) => {
  let out = '';
  for (let i = 0; out.length < length; i += 1) {
    const word = words[i % words.length] ?? '';
    out += `${word}${i.toString(36)} `;
  }
  return out.slice(0, length);
};

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
  'аbаb… (one long mixed-script word)': repeat('аb'),
  'zero-width joiners': repeat('a\u200d'),
  'i want to i want to …': repeat('i want to '),
  'kill my dad then myself …': repeat('kill my dad then myself '),
  '我想死了… (Chinese)': repeat('我想死了'),
  'しにたい… (kana)': repeat('しにたいタヒにたい'),
  'tự tử muốn chết… (Vietnamese)': repeat('tự tử muốn chết '),
  'хочу умереть… (Russian)': repeat('хочу умереть '),
  'mixed scripts and leet': repeat('к1ll уоu 想死 tự tử i want to die +1 '),
  '5 5 5 … (spoken digits)': repeat('five 5 '),
  // Each pair of words a typed dot joins asks whether the text has the second after a dot
  // elsewhere: found by a random search for slow inputs, quadratic until that was one look-up.
  'pkt.там я/ … (words a dot joins)': repeat('pkt.там я/'),
  'distinct words, each new': distinctWords(['want', 'kіll', 'die', 'muốn', 'хочу', 'gmail']),
};
