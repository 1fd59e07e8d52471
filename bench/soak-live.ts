// The soak's live readers (docs/decisions/024): sockets held open on a few busy threads for the
// whole run, counting what their rooms send. At the end: how many opened, how many closed without
// being asked to, how many events arrived, and how many new comments a socket that stayed open
// throughout never heard of.
import type { LiveEvent } from '../schema/api.ts';
import { closeReader, openReader, type LiveReader } from './live-readers.ts';

export type LiveStats = {
  threads: number;
  opened: number;
  /** Closed by the server or the network, not by us (a removed thought's sockets are ours). */
  closedUnexpectedly: number;
  events: number;
  eventsByType: Record<string, number>;
  /** New comments on a watched thread that a socket open from before the POST to the end missed. */
  missedComments: number;
  /** Of how many such (socket, comment) pairs. */
  expectedComments: number;
};

type WatchedThread = { thoughtId: string; readers: LiveReader[]; removed: boolean };

/** A comment that was published (201) on a watched thread, and when its POST was sent. */
type PostedComment = { thoughtId: string; commentId: string; sentAt: number };

export function createLiveWatch(origin: string, options: { sockets: number; threads: number }) {
  const threads: WatchedThread[] = [];
  const heard = new Map<LiveReader, Set<string>>();
  const posted: PostedComment[] = [];
  const eventsByType: Record<string, number> = {};
  let opened = 0;
  let closedUnexpectedly = 0;
  const perThread = Math.ceil(options.sockets / options.threads);

  function onEvent(event: LiveEvent, _at: number, reader: LiveReader) {
    eventsByType[event.type] = (eventsByType[event.type] ?? 0) + 1;
    if (event.type === 'comment.created') heard.get(reader)?.add(event.comment.id);
    if (event.type === 'thought.removed') {
      // A reader closes a removed thought's thread (as the SPA does); another thread takes its place.
      const thread = threads.find((watched) => watched.thoughtId === event.thoughtId);
      if (thread && !thread.removed) {
        thread.removed = true;
        for (const each of thread.readers) closeReader(each);
      }
    }
  }

  function onClose(reader: LiveReader) {
    if (!reader.closed?.expected) closedUnexpectedly += 1;
  }

  async function watch(thoughtId: string) {
    const thread: WatchedThread = { thoughtId, readers: [], removed: false };
    threads.push(thread);
    for (let i = 0; i < perThread && !thread.removed; i += 1) {
      try {
        const reader = await openReader(origin, thoughtId, onEvent, onClose);
        heard.set(reader, new Set());
        thread.readers.push(reader);
        opened += 1;
      } catch {
        // The thought was hidden meanwhile (404): this thread is done.
        thread.removed = true;
      }
    }
  }

  return {
    /** A newly published thought: it becomes a watched thread while fewer than wanted are. */
    offer(thoughtId: string) {
      if (threads.filter((thread) => !thread.removed).length >= options.threads) return;
      void watch(thoughtId);
    },
    /** The watched threads still public, for actions that would rather pick a busy thread. */
    busyThreads(): string[] {
      return threads.filter((thread) => !thread.removed).map((thread) => thread.thoughtId);
    },
    /** A comment was published on some thread; `sentAt` is performance.now() before its POST. */
    commentPosted(thoughtId: string, commentId: string, sentAt: number) {
      if (threads.some((thread) => thread.thoughtId === thoughtId)) {
        posted.push({ thoughtId, commentId, sentAt });
      }
    },
    /** Waits for events in flight, closes every socket and counts. */
    async finish(graceMs = 2_000): Promise<LiveStats> {
      await new Promise((resolve) => setTimeout(resolve, graceMs));
      let missedComments = 0;
      let expectedComments = 0;
      for (const thread of threads) {
        // Sockets that stayed open to the end: they must have heard every comment posted after
        // they opened.
        const throughout = thread.readers.filter((reader) => reader.closed === null);
        for (const comment of posted.filter((each) => each.thoughtId === thread.thoughtId)) {
          for (const reader of throughout) {
            if (reader.openedAt >= comment.sentAt) continue;
            expectedComments += 1;
            if (!heard.get(reader)?.has(comment.commentId)) missedComments += 1;
          }
        }
      }
      const readers = threads.flatMap((thread) => thread.readers);
      for (const reader of readers) closeReader(reader);
      return {
        threads: threads.length,
        opened,
        closedUnexpectedly,
        events: readers.reduce((sum, reader) => sum + reader.events, 0),
        eventsByType,
        missedComments,
        expectedComments,
      };
    },
  };
}
