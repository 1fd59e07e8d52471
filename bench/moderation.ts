// `npm run bench:moderation`: times the rule-based moderation on 5,000 and 50,000 characters of
// inputs built to make backtracking regular expressions go quadratic. Linear matching keeps
// each 5,000-character input well under 5 ms.
import { ADVERSARIAL_INPUTS } from '../worker/domain/moderation/adversarial.ts';
import { moderate } from '../worker/domain/moderation.ts';

const RUNS = 20;

/** The fastest and the median of RUNS runs: on a busy machine the fastest is the cost itself. */
function timeMs(text: string): { fastest: number; median: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    moderate(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { fastest: times[0] ?? Number.NaN, median: times[Math.floor(RUNS / 2)] ?? Number.NaN };
}

moderate('warm up the compiled patterns');
const cell = ({ fastest, median }: { fastest: number; median: number }) =>
  `${fastest.toFixed(2)} / ${median.toFixed(2)}`.padStart(16);
console.log(`ms per moderate() call, fastest / median of ${RUNS} runs`);
console.log(`${'input'.padEnd(28)} ${'5,000 chars'.padStart(16)} ${'50,000 chars'.padStart(16)}`);
for (const [name, build] of Object.entries(ADVERSARIAL_INPUTS)) {
  console.log(`${name.padEnd(28)} ${cell(timeMs(build(5_000)))} ${cell(timeMs(build(50_000)))}`);
}
