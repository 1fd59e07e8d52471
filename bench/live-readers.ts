// Readers of a live thread for the load tools: real WebSockets to GET /api/thoughts/:id/live
// (Node 22's global WebSocket client), each counting what its room sends (docs/decisions/024).
import type { LiveEvent } from '../schema/api.ts';

export type LiveReader = {
  thoughtId: string;
  socket: WebSocket;
  /** performance.now() when the room accepted it. */
  openedAt: number;
  /** Set when it closed; `expected` when this side closed it. */
  closed: { at: number; code: number; expected: boolean } | null;
  events: number;
};

export function liveUrl(origin: string, thoughtId: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/thoughts/${encodeURIComponent(thoughtId)}/live`;
}

/**
 * Opens one reader; resolves when the room has accepted it (the 101 came back, so every later
 * event reaches it), rejects when the upgrade fails. `onEvent` hears each event with the
 * performance.now() of its arrival.
 */
export function openReader(
  origin: string,
  thoughtId: string,
  onEvent: (event: LiveEvent, at: number, reader: LiveReader) => void = () => undefined,
  onClose: (reader: LiveReader) => void = () => undefined,
): Promise<LiveReader> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(origin, thoughtId));
    const reader: LiveReader = { thoughtId, socket, openedAt: 0, closed: null, events: 0 };
    socket.addEventListener('open', () => {
      reader.openedAt = performance.now();
      resolve(reader);
    });
    socket.addEventListener('message', (message) => {
      const at = performance.now();
      reader.events += 1;
      onEvent(JSON.parse(String(message.data)) as LiveEvent, at, reader);
    });
    socket.addEventListener('close', (event) => {
      const wasOpen = reader.openedAt > 0;
      reader.closed ??= { at: performance.now(), code: event.code, expected: false };
      if (!wasOpen) reject(new Error(`live socket to ${thoughtId} closed (${event.code})`));
      else onClose(reader);
    });
  });
}

/** Opens `count` readers of one thread, `batch` handshakes at a time. */
export async function openReaders(
  origin: string,
  thoughtId: string,
  count: number,
  onEvent?: (event: LiveEvent, at: number, reader: LiveReader) => void,
  batch = 50,
): Promise<LiveReader[]> {
  const readers: LiveReader[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    readers.push(
      ...(await Promise.all(
        Array.from({ length: size }, () => openReader(origin, thoughtId, onEvent)),
      )),
    );
  }
  return readers;
}

/** Closes a reader on purpose (its close is then not counted as unexpected). */
export function closeReader(reader: LiveReader): void {
  reader.closed ??= { at: performance.now(), code: 1000, expected: true };
  reader.socket.close(1000, 'done');
}
