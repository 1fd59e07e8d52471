// The browser's WebSocket, faked for jsdom tests (jsdom's own would dial a server that is not
// there). Each socket is kept in `FakeWebSocket.sockets`; a test plays the room's side with
// `accept()`, `send()` and `drop()`. The real room is exercised by worker/routes/live.test.ts and
// web/e2e/live.spec.ts.
import type { LiveEvent } from '../../schema/api';

export class FakeWebSocket {
  static sockets: FakeWebSocket[] = [];

  /** The newest socket, the one a test usually talks to. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  static reset() {
    FakeWebSocket.sockets = [];
  }

  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** Set when the page closed it, with the code it gave. */
  closedByClient: number | null = null;
  /** Whatever the page sent (a room only sends, so tests expect none). */
  readonly sent: unknown[] = [];

  constructor(url: string | URL) {
    this.url = String(url);
    FakeWebSocket.sockets.push(this);
  }

  send(data: unknown) {
    this.sent.push(data);
  }

  close(code = 1000) {
    this.closedByClient = code;
  }

  /** The handshake succeeded. */
  accept() {
    this.onopen?.(new Event('open'));
  }

  /** The room sends an event. */
  deliver(event: LiveEvent | string) {
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection ends from the other side (or the network), with this close code. */
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

/** Puts the fake in place of the browser's WebSocket for the whole test run. */
export function installFakeWebSocket() {
  // Not vi.stubGlobal: tests undo their own stubs with vi.unstubAllGlobals(), this one stays.
  Object.defineProperty(globalThis, 'WebSocket', {
    value: FakeWebSocket,
    writable: true,
    configurable: true,
  });
}
