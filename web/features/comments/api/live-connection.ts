// One open thread's socket to its room (GET /api/thoughts/:id/live) and when to open it again
// after it drops (docs/decisions/024). The room only sends; this side never writes to it.
import type { LiveEvent } from '../../../../schema/api';

/** The room closes a reader that sent something (1003) or that found it full (1013). */
const CLOSE_UNEXPECTED_MESSAGE = 1003;
const CLOSE_ROOM_FULL = 1013;
const CLOSE_NORMAL = 1000;

/** Handshakes refused in a row before asking whether the thought is still there. */
const REFUSALS_BEFORE_ASKING = 2;

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** After the room refused us (full, or it disliked what we sent), come back no sooner. */
const REFUSED_DELAY_MS = 60_000;

/**
 * How long to wait before the `attempt`-th reconnection (0 for the first) after a close with
 * `code`. Doubling from 1 s up to 30 s, each spread by ±20 % so that the readers of a room that
 * restarted do not all come back in the same instant. A room that refused us is not retried for
 * at least a minute: a full room stays full for a while, and a 1003 means this client sent
 * something, which a quick retry would only repeat.
 */
export function reconnectDelay(attempt: number, code: number, random = Math.random): number {
  if (code === CLOSE_ROOM_FULL || code === CLOSE_UNEXPECTED_MESSAGE) {
    return REFUSED_DELAY_MS * (1 + random() / 2);
  }
  const doubled = FIRST_DELAY_MS * 2 ** Math.min(attempt, 10);
  return Math.min(MAX_DELAY_MS, doubled * (0.8 + random() * 0.4));
}

/** The room's address for this page: wss: under https:, ws: otherwise. */
export function liveThreadUrl(thoughtId: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/thoughts/${encodeURIComponent(thoughtId)}/live`;
}

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    return event && typeof event === 'object' && 'type' in event ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

type LiveConnectionOptions = {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /** The socket is open for the first time: from now on, no event is missed. */
  onOpened?: () => void;
  /** The socket is open again after a drop: events may have been missed meanwhile. */
  onReconnected: () => void;
  /**
   * The room refused the socket twice in a row: the thought may be gone, taken down while this
   * page was offline, so its last event never came (the room answers 404, which a browser's
   * WebSocket cannot see). Asked once per run of refusals.
   */
  onRefused?: () => void;
  random?: () => number;
};

/**
 * Keeps one socket open to `url` until `close()`: reopens it after a drop (reconnectDelay), not
 * while the browser is offline (it resumes on `online`), and never after the thought was
 * removed.
 */
export function connectLiveThread({
  url,
  onEvent,
  onOpened,
  onReconnected,
  onRefused,
  random = Math.random,
}: LiveConnectionOptions): { close: () => void } {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the next attempt may start (a refused socket keeps its minute while offline too). */
  let notBefore = 0;
  let attempt = 0;
  let everOpened = false;
  /** Sockets closed in a row without ever opening. */
  let refusedInARow = 0;
  let finished = false;

  function drop(current: WebSocket) {
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.close(CLOSE_NORMAL);
  }

  function finish() {
    finished = true;
    clearTimeout(timer);
    window.removeEventListener('online', resume);
    window.removeEventListener('offline', pause);
    if (socket) drop(socket);
    socket = null;
  }

  function open() {
    timer = undefined;
    if (finished || socket || !navigator.onLine) return;
    const current = new WebSocket(url);
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      refusedInARow = 0;
      if (everOpened) onReconnected();
      else onOpened?.();
      everOpened = true;
    };
    current.onmessage = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event) return;
      onEvent(event);
      // Nothing more will happen in a thread that is gone.
      if (event.type === 'thought.removed') finish();
    };
    current.onclose = (closed: CloseEvent) => {
      socket = null;
      refusedInARow = opened ? 0 : refusedInARow + 1;
      if (refusedInARow === REFUSALS_BEFORE_ASKING) onRefused?.();
      const delay = reconnectDelay(attempt, closed.code, random);
      attempt += 1;
      notBefore = Date.now() + delay;
      timer = setTimeout(open, delay);
    };
  }

  function pause() {
    clearTimeout(timer);
    timer = undefined;
    if (socket) drop(socket);
    socket = null;
  }

  function resume() {
    if (finished || socket || timer !== undefined) return;
    timer = setTimeout(open, Math.max(0, notBefore - Date.now()));
  }

  window.addEventListener('online', resume);
  window.addEventListener('offline', pause);
  open();
  return { close: finish };
}
