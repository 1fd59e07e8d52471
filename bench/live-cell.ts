// The benchmark's live cell: N readers hold a socket to one thread, a signed-in user posts a
// comment, and we time how long after the POST's answer the last reader has its
// `comment.created` (docs/decisions/024: "live delivery within 1 s locally").
import { Worker } from 'node:worker_threads';
import type { PoolAnswer, PoolRequest } from './live-reader-pool.ts';
import { liveCheckComment } from './posted-texts.ts';

type Spread = { p50: number; p99: number };

export type LiveMeasurement = {
  size: string;
  readers: number;
  runs: number;
  /**
   * From the POST's answer to the last reader's event; negative when every reader had it before
   * the answer arrived (the room sends right after the commit, while the answer is on its way).
   */
  afterAnswer: Spread;
  /** From sending the POST to its answer. */
  answer: Spread;
  /** From sending the POST to the last reader's event. */
  fromRequest: Spread;
  /** Reader-events that did not arrive within the wait, over all runs. */
  missed: number;
};

const WARM_UP_RUNS = 2;
const EVENT_WAIT_MS = 10_000;

/** Nearest-rank percentile of a sorted list. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Absolute time in ms, comparable across threads (the reader pool's and this one). */
export const absoluteNow = () => performance.timeOrigin + performance.now();

/** The reader pool's thread (live-reader-pool.ts): requests in, its answers in order. */
function startPool() {
  const worker = new Worker(new URL('./live-reader-pool.ts', import.meta.url));
  const queued: PoolAnswer[] = [];
  let waiting: ((message: PoolAnswer) => void) | null = null;
  const receive = (message: PoolAnswer) => {
    if (waiting) waiting(message);
    else queued.push(message);
  };
  worker.on('message', receive);
  worker.on('error', (error) => receive({ type: 'failed', error: String(error) }));
  /** The pool's next answer, which must be of the `expected` type. */
  const next = <T extends PoolAnswer['type']>(expected: T) =>
    new Promise<Extract<PoolAnswer, { type: T }>>((resolve, reject) => {
      const take = (message: PoolAnswer) => {
        waiting = null;
        if (message.type === expected) resolve(message as Extract<PoolAnswer, { type: T }>);
        else reject(new Error(`reader pool: ${JSON.stringify(message)}`));
      };
      const first = queued.shift();
      if (first) take(first);
      else waiting = take;
    });
  return {
    send: (request: PoolRequest) => worker.postMessage(request),
    next,
    stop: () => worker.terminate(),
  };
}

/** Sends one comment as a user who may comment now; times as `absoluteNow()` gives them. */
type PostComment = (
  content: string,
) => Promise<{ status: number; sentAt: number; answeredAt: number }>;

/**
 * Opens `readers` sockets on the thread, then posts `runs` comments one after another (after a
 * warm-up), each time waiting for every reader's event.
 */
export async function measureLiveDelivery(options: {
  origin: string;
  size: string;
  thoughtId: string;
  readers: number;
  runs: number;
  post: PostComment;
}): Promise<LiveMeasurement> {
  const pool = startPool();
  const afterAnswer: number[] = [];
  const answer: number[] = [];
  const fromRequest: number[] = [];
  let missed = 0;
  try {
    const { origin, thoughtId, readers: count } = options;
    pool.send({ type: 'open', origin, thoughtId, count });
    await pool.next('opened');
    for (let run = 0; run < WARM_UP_RUNS + options.runs; run += 1) {
      const content = liveCheckComment(run);
      pool.send({ type: 'await', content, waitMs: EVENT_WAIT_MS });
      await pool.next('listening');
      const { status, sentAt, answeredAt } = await options.post(content);
      if (status !== 201) throw new Error(`live cell: the comment POST answered ${status}`);
      const { times } = await pool.next('arrived');
      if (run < WARM_UP_RUNS) continue;
      // A run some reader missed has no "last arrival": it counts as missed, not as a time.
      missed += count - times.length;
      if (times.length < count) continue;
      const last = Math.max(...times);
      afterAnswer.push(last - answeredAt);
      answer.push(answeredAt - sentAt);
      fromRequest.push(last - sentAt);
    }
    pool.send({ type: 'close' });
    await pool.next('closed');
  } finally {
    await pool.stop();
  }
  return {
    size: options.size,
    readers: options.readers,
    runs: options.runs,
    afterAnswer: spread(afterAnswer),
    answer: spread(answer),
    fromRequest: spread(fromRequest),
    missed,
  };
}
