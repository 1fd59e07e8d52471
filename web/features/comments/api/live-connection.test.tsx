// The reconnect policy of a thread's socket, with the fake WebSocket (web/test/fake-websocket.ts)
// and fake timers: which delays, when a refetch is due, and when it stops for good.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LiveEvent } from '../../../../schema/api';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { connectLiveThread, liveThreadUrl, reconnectDelay } from './live-connection';

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** A connection with the middle of every jitter range (random() = 0.5). */
function connect() {
  const events: LiveEvent[] = [];
  const opened = vi.fn();
  const reconnected = vi.fn();
  const refused = vi.fn();
  const connection = connectLiveThread({
    url: 'ws://localhost/api/thoughts/t1/live',
    onEvent: (event) => events.push(event),
    onOpened: opened,
    onReconnected: reconnected,
    onRefused: refused,
    random: () => 0.5,
  });
  return { events, opened, reconnected, refused, connection };
}

test('reconnectDelay doubles from 1 s up to 30 s, each within ±20 %', () => {
  const middle = [0, 1, 2, 3, 4, 5, 6, 12].map((attempt) =>
    reconnectDelay(attempt, 1006, () => 0.5),
  );
  expect(middle).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  expect(reconnectDelay(0, 1006, () => 0)).toBe(800);
  expect(reconnectDelay(0, 1006, () => 0.999_999)).toBeCloseTo(1_200, 0);
  expect(reconnectDelay(4, 1006, () => 0.999_999)).toBeCloseTo(19_200, 0);
  expect(reconnectDelay(5, 1006, () => 0.999_999)).toBe(30_000);
});

test('reconnectDelay waits at least a minute after the room refused the socket (1013 full, 1003)', () => {
  for (const code of [1013, 1003]) {
    expect(reconnectDelay(0, code, () => 0)).toBe(60_000);
    expect(reconnectDelay(0, code, () => 0.999)).toBeLessThanOrEqual(90_000);
  }
});

test('liveThreadUrl uses wss: under https: and ws: under http:', () => {
  expect(
    liveThreadUrl('t 1', new URL('https://echo.example/thoughts') as unknown as Location),
  ).toBe('wss://echo.example/api/thoughts/t%201/live');
  expect(liveThreadUrl('t1', new URL('http://localhost:8787/') as unknown as Location)).toBe(
    'ws://localhost:8787/api/thoughts/t1/live',
  );
});

test('events reach onEvent in order; malformed frames are ignored; nothing is ever sent', () => {
  const { events, connection } = connect();
  const socket = FakeWebSocket.latest();
  expect(socket.url).toBe('ws://localhost/api/thoughts/t1/live');
  socket.accept();
  socket.deliver({ type: 'thought.counts', thoughtId: 't1', likes: 1, comments: 0 });
  socket.deliver('not json');
  socket.deliver({ type: 'comment.removed', commentId: 'c1' });
  expect(events.map((event) => event.type)).toEqual(['thought.counts', 'comment.removed']);
  expect(socket.sent).toEqual([]);
  connection.close();
  expect(socket.closedByClient).toBe(1000);
});

test('a dropped socket reopens after 1 s, 2 s, 4 s…, and each reopening asks for one refetch', () => {
  const { opened, reconnected, connection } = connect();
  expect(opened).not.toHaveBeenCalled();
  FakeWebSocket.latest().accept();
  // The first opening is told apart: the thread's list may predate it (a thread opened again).
  expect(opened).toHaveBeenCalledTimes(1);
  expect(reconnected).not.toHaveBeenCalled();

  FakeWebSocket.latest().drop(1006);
  vi.advanceTimersByTime(999);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  // The handshake fails too: the next wait is twice as long.
  FakeWebSocket.latest().drop(1006);
  vi.advanceTimersByTime(1_999);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  vi.advanceTimersByTime(1);
  expect(FakeWebSocket.sockets).toHaveLength(3);
  expect(reconnected).not.toHaveBeenCalled();
  FakeWebSocket.latest().accept();
  expect(reconnected).toHaveBeenCalledTimes(1);
  expect(opened).toHaveBeenCalledTimes(1);

  // Open again: the backoff starts over at 1 s.
  FakeWebSocket.latest().drop(1001);
  vi.advanceTimersByTime(1_000);
  expect(FakeWebSocket.sockets).toHaveLength(4);
  connection.close();
});

test('a full room (1013) is not asked again for a minute', () => {
  const { connection } = connect();
  FakeWebSocket.latest().drop(1013);
  vi.advanceTimersByTime(59_999);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  vi.advanceTimersByTime(30_001);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  connection.close();
});

test('after thought.removed the socket closes and never reopens', () => {
  const { events, connection } = connect();
  const socket = FakeWebSocket.latest();
  socket.accept();
  socket.deliver({ type: 'thought.removed', thoughtId: 't1' });
  expect(events).toEqual([{ type: 'thought.removed', thoughtId: 't1' }]);
  expect(socket.closedByClient).toBe(1000);
  goOffline();
  goOnline();
  vi.advanceTimersByTime(10 * 60_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  connection.close();
});

test('closing (the thread collapsed) stops every retry', () => {
  const { connection } = connect();
  FakeWebSocket.latest().drop(1006);
  connection.close();
  vi.advanceTimersByTime(10 * 60_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
});

test('offline: the socket closes and no retry runs; online: it reopens at once and refetches', () => {
  const { reconnected, connection } = connect();
  const first = FakeWebSocket.latest();
  first.accept();
  goOffline();
  expect(first.closedByClient).toBe(1000);
  vi.advanceTimersByTime(10 * 60_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);

  goOnline();
  vi.advanceTimersByTime(0);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  FakeWebSocket.latest().accept();
  expect(reconnected).toHaveBeenCalledTimes(1);
  connection.close();
});

test('a page that opens offline waits for online before its first socket', () => {
  online = false;
  const { reconnected, connection } = connect();
  expect(FakeWebSocket.sockets).toHaveLength(0);
  goOnline();
  vi.advanceTimersByTime(0);
  FakeWebSocket.latest().accept();
  // The first socket is not a reconnection: the thread was just read.
  expect(reconnected).not.toHaveBeenCalled();
  connection.close();
});

test('coming back online does not cut short the minute a full room asked for', () => {
  const { connection } = connect();
  FakeWebSocket.latest().drop(1013);
  goOffline();
  goOnline();
  vi.advanceTimersByTime(59_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  vi.advanceTimersByTime(31_000);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  connection.close();
});

test('refused twice in a row (never opened), it asks once whether the thought is still there; an open starts the count over', () => {
  const { refused, connection } = connect();
  FakeWebSocket.latest().accept();
  FakeWebSocket.latest().drop(1006);
  vi.advanceTimersByTime(1_000);
  FakeWebSocket.latest().drop(1006);
  expect(refused).not.toHaveBeenCalled();
  vi.advanceTimersByTime(2_000);
  FakeWebSocket.latest().drop(1006);
  expect(refused).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(4_000);
  FakeWebSocket.latest().drop(1006);
  expect(refused).toHaveBeenCalledTimes(1);

  vi.advanceTimersByTime(8_000);
  FakeWebSocket.latest().accept();
  FakeWebSocket.latest().drop(1006);
  vi.advanceTimersByTime(1_000);
  FakeWebSocket.latest().drop(1006);
  vi.advanceTimersByTime(2_000);
  FakeWebSocket.latest().drop(1006);
  expect(refused).toHaveBeenCalledTimes(2);
  connection.close();
});
