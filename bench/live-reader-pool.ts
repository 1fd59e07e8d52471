// The live cell's readers, in a worker thread of their own: their frames are read while the main
// thread waits for the POST's answer, so neither delays the other's clock. Times are absolute
// (timeOrigin + now, in ms), comparable across the two threads.
import { parentPort } from 'node:worker_threads';
import { closeReader, openReaders, type LiveReader } from './live-readers.ts';

export type PoolRequest =
  | { type: 'open'; origin: string; thoughtId: string; count: number }
  /** Report when every reader has the comment with this text (or after `waitMs`). */
  | { type: 'await'; content: string; waitMs: number }
  | { type: 'close' };

export type PoolAnswer =
  | { type: 'opened' }
  /** Listening for the awaited comment: it may be posted now. */
  | { type: 'listening' }
  | { type: 'arrived'; times: number[] }
  | { type: 'closed' }
  | { type: 'failed'; error: string };

const now = () => performance.timeOrigin + performance.now();

const port = parentPort;
if (port) {
  const answer = (message: PoolAnswer) => port.postMessage(message);
  let readers: LiveReader[] = [];
  let awaited: { content: string; times: number[]; done: () => void } | null = null;

  port.on('message', (request: PoolRequest) => {
    if (request.type === 'open') {
      openReaders(request.origin, request.thoughtId, request.count, (event) => {
        if (event.type !== 'comment.created' || event.comment.content !== awaited?.content) return;
        awaited.times.push(now());
        if (awaited.times.length === readers.length) awaited.done();
      }).then(
        (opened) => {
          readers = opened;
          answer({ type: 'opened' });
        },
        (error: unknown) => answer({ type: 'failed', error: String(error) }),
      );
    } else if (request.type === 'await') {
      const times: number[] = [];
      const done = () => {
        clearTimeout(timer);
        awaited = null;
        answer({ type: 'arrived', times });
      };
      awaited = { content: request.content, times, done };
      const timer = setTimeout(done, request.waitMs);
      answer({ type: 'listening' });
    } else {
      for (const reader of readers) closeReader(reader);
      answer({ type: 'closed' });
      port.close();
    }
  });
}
