// Fails `npm test` when the moderation detector no longer fits in memory. A Cloudflare Worker
// isolate has 128 MB for everything it holds (docs/decisions/026-detector-memory.md): the
// detector's compiled lexicons stay for the isolate's life, beside every request in flight. The
// draft check holds the crisis part of it in every visitor's browser, phones included.
// Each reader is measured in a fresh Node process (V8, as in workerd and the browsers) whose
// heap is capped: compiling must fit under the cap, and what stays after it within the budget.
import { spawnSync } from 'node:child_process';

/** The V8 old space a reader may use at any moment of its first calls, compile included (MB). */
const HEAP_CAP_MB = 64;
/** What a reader may keep after its first calls, garbage collected (MB). */
const RETAINED_BUDGET_MB = 48;

const READERS = {
  'moderate() (the worker)': {
    module: '../worker/domain/moderation.ts',
    call: 'moderate',
  },
  'readsAsCrisis() (the draft check)': {
    module: '../schema/moderation/reads-as-crisis.ts',
    call: 'readsAsCrisis',
  },
} as const;
type Reader = keyof typeof READERS;

/**
 * Texts that between them reach every part of the detector: the lexicons of every check and each
 * trained classifier, which decode their weights when first asked.
 */
const SAMPLES = [
  'I just want to end it all tonight, call me at jane@gmail.com or 555 010 4477',
  'Sending you strength today, you are not alone in this',
  'my roommate finished the milk again. i am going to strangle him, i swear',
  'I cannot do this anymore and before I go I will make him pay for what he did to me',
  '我不想再活下去了 もう死のうかな хочу сдохнуть me quiero matar ich bring mich um',
];
const MB = 1024 * 1024;

/** The isolate's memory as a Worker counts it: the heap and the array buffers' bytes. */
function inUse(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** In the child: the reader's first calls, then what it retains, as one JSON line. */
async function measure(reader: Reader) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const { module, call } = READERS[reader];
  gc();
  const before = inUse();
  const imported = (await import(module)) as Record<string, (text: string) => unknown>;
  for (const sample of SAMPLES) imported[call]?.(sample);
  gc();
  gc();
  const retained = inUse() - before;
  console.log(JSON.stringify({ retainedMb: retained / MB }));
}

function check(reader: Reader): boolean {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      `--max-old-space-size=${HEAP_CAP_MB}`,
      import.meta.filename,
      '--measure',
      reader,
    ],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) {
    console.error(
      `${reader}: did not run within a ${HEAP_CAP_MB} MB heap (exit ${child.status ?? child.signal}).`,
    );
    console.error(child.stderr.split('\n').slice(0, 8).join('\n'));
    return false;
  }
  const { retainedMb } = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as {
    retainedMb: number;
  };
  const fits = retainedMb <= RETAINED_BUDGET_MB;
  console.log(
    `${reader}: ${retainedMb.toFixed(1)} MB retained after its first calls (budget ${RETAINED_BUDGET_MB} MB, heap capped at ${HEAP_CAP_MB} MB)${fits ? '' : ': over budget'}`,
  );
  return fits;
}

if (process.argv[2] === '--measure') {
  await measure(process.argv[3] as Reader);
} else {
  const results = (Object.keys(READERS) as Reader[]).map(check);
  process.exitCode = results.every(Boolean) ? 0 : 1;
}
