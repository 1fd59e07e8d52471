// A random search for inputs that make moderate() slow or superlinear: texts built from a few
// of the words the contact checks react to (every language's evasion and contact words), a
// digit or a symbol, joined by dots, "@", "_" and the like, repeated or in random order. The
// built inputs (worker/domain/moderation/adversarial.ts) are the cases someone thought of; this
// finds the ones nobody did. `npm run bench:slow-inputs -- [first seed] [how many]` searches,
// `-- --seeds 361,360` times those seeds' texts at doubling lengths. Each seed
// gives the same text on every machine; an input it finds goes into adversarial.ts, so the
// benchmark times it from then on (docs/decisions/078).
import { CONTACT_LEXICONS } from '../schema/moderation/contact/contact-words.ts';
import { EVASION_WORDS } from '../schema/moderation/contact/evasion-words.ts';
import { moderate } from '../worker/domain/moderation.ts';
import { repeat } from '../worker/domain/moderation/adversarial.ts';
import { turned } from './turned-text.ts';

/** Every word of the lists: strings, and the keys of number tables ("quatorze": 14). */
function wordsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.replace(/\*$/, ''));
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'number') into.add(key);
      wordsOf(item, into);
    }
  }
  return into;
}

const SYMBOLS = ['@', '.', '_', '#', '/', ':', '-', '+', '(', ')', '0', '7', '12', '555', '一'];
const VOCABULARY = [
  ...wordsOf([EVASION_WORDS, CONTACT_LEXICONS], new Set()),
  ...SYMBOLS,
  '〇',
  'qq',
  'com',
  'www',
  '…',
  '。',
  '，',
  '１２３',
];
const JOINS = [' ', '', '.', ' . ', '@', '_', '-', ', ', ' @ ', '/', ':'];

/** A fixed-seed generator: a seed is the same text on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Two to seven words, each with what joins it to the next, repeated or in random order. */
function build(seed: number, length: number): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const parts = Array.from(
    { length: 2 + Math.floor(next() * 6) },
    () => pick(VOCABULARY) + pick(JOINS),
  );
  if (next() < 0.5) return repeat(parts.join(''))(length);
  let text = '';
  while (text.length < length) text += pick(parts);
  return text.slice(0, length);
}

/** The fastest of three runs, ms, each of the text turned another way (turned-text.ts). */
function timeMs(text: string): number {
  let fastest = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const input = turned(text, 7 * run);
    const start = performance.now();
    moderate(input);
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

// The lexicons compile on the first call, and the code warms up: neither is the inputs' cost.
for (let run = 0; run < 30; run += 1)
  moderate('nothing to see here, just warming up. '.repeat(100));

/** `--seeds 361,360`: those seeds' texts timed at doubling lengths, to tell a slope from noise. */
function timeSeeds(seeds: number[]) {
  const lengths = [5_000, 10_000, 20_000, 40_000, 80_000];
  console.log(`| seed | ${lengths.map((n) => `${n / 1000}k chars, ms`).join(' | ')} |`);
  console.log(`| ---- |${' --- |'.repeat(lengths.length)}`);
  for (const seed of seeds) {
    const times = lengths.map((length) => timeMs(build(seed, length)).toFixed(1));
    console.log(`| ${seed} | ${times.join(' | ')} |`);
  }
}

type Timed = { seed: number; small: number; large: number; growth: number; sample: string };

/** Seeds `first` to `first + count - 1`: the slowest, and the fastest growing. */
function search(first: number, count: number) {
  console.log(`${VOCABULARY.length} words, seeds ${first} to ${first + count - 1}`);
  const rows: Timed[] = [];
  for (let seed = first; seed < first + count; seed += 1) {
    const small = timeMs(build(seed, 5_000));
    const large = timeMs(build(seed, 40_000));
    rows.push({ seed, small, large, growth: large / small, sample: build(seed, 60) });
  }
  // Linear time gives eight times as long for eight times the text; a check asked once per word
  // that reads the whole text gives sixty-four. A text refused early grows less than eight.
  const show = (title: string, sorted: Timed[]) => {
    console.log(
      `\n${title}\n| seed | 5,000 chars, ms | 40,000 chars, ms | ×  | start of the text |`,
    );
    console.log('| ---- | --------------- | ---------------- | -- | ----------------- |');
    for (const row of sorted.slice(0, 10)) {
      console.log(
        `| ${row.seed} | ${row.small.toFixed(2)} | ${row.large.toFixed(1)} | ${row.growth.toFixed(1)} | ${JSON.stringify(row.sample)} |`,
      );
    }
  };
  show(
    'Slowest at 5,000 characters',
    [...rows].sort((a, b) => b.small - a.small),
  );
  show(
    'Fastest growing (8 is linear)',
    [...rows].sort((a, b) => b.growth - a.growth),
  );
}

const [first = '1', count = '200'] = process.argv.slice(2);
if (first === '--seeds') timeSeeds(count.split(',').map(Number));
else search(Number(first), Number(count));
