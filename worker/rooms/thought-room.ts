// One Durable Object per thought thread (docs/decisions/024). It does two things:
// - Live events: readers of an open thread hold a WebSocket here (the hibernation API, so an idle
//   room costs nothing); after a write's D1 batch commits, the worker hands the room that
//   write's events and the room sends them to every socket. It knows nothing of who listens (no
//   session, presence or count leaves it) and stores nothing: D1 stays the record, and a reader
//   who reconnects refetches.
// - Reply notifications: the room's alarm sends the thread's pushes when their random delay is
//   over. It keeps only its thought's id (public) to know which thread to serve.
import { DurableObject } from 'cloudflare:workers';
import type { LiveEvent } from '../../schema/api';
import { LIMITS } from '../../schema/constants';
import { createDb } from '../db/client';
import { deliverDueReplyNotifications } from '../domain/reply-push';
import { READER_NETWORK } from '../lib/client-ip';
import { readConfig, vapidKeys } from '../lib/config';

// WebSocket close codes (RFC 6455 section 7.4): the client sent something (rooms only send), or
// the room is full (1013, "try again later").
const CLOSE_UNEXPECTED_MESSAGE = 1003;
const CLOSE_ROOM_FULL = 1013;

export class ThoughtRoom extends DurableObject<Env> {
  /**
   * A reader joins: the route has checked the thought is visible and the request upgrades. Its
   * socket is tagged with its network's hash, held only while the socket is open, so one client
   * cannot take every place in the room (docs/decisions/093).
   */
  override async fetch(request: Request): Promise<Response> {
    const { 0: client, 1: server } = new WebSocketPair();
    const network = request.headers.get(READER_NETWORK);
    this.ctx.acceptWebSocket(server, network ? [network] : []);
    if (this.ctx.getWebSockets().length > LIMITS.liveReadersPerThread) {
      server.close(CLOSE_ROOM_FULL, 'This thread has too many readers right now');
    } else if (network && this.ctx.getWebSockets(network).length > LIMITS.liveReadersPerNetwork) {
      server.close(CLOSE_ROOM_FULL, 'This thread has too many readers from your network right now');
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Readers only listen: whatever a client sends closes that socket, never the room. */
  override async webSocketMessage(ws: WebSocket): Promise<void> {
    ws.close(CLOSE_UNEXPECTED_MESSAGE, 'This socket only sends');
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake the client began (1005: it gave no code; 1006 cannot be sent).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
    } catch {
      // Already closed.
    }
  }

  /** Sends these events, in order, to every reader of the thread. */
  async broadcast(events: LiveEvent[]): Promise<void> {
    const messages = events.map((event) => JSON.stringify(event));
    for (const ws of this.ctx.getWebSockets()) {
      try {
        for (const message of messages) ws.send(message);
      } catch {
        // A socket that is closing misses the events; it refetches when it reconnects.
      }
    }
  }

  /** Reply notifications for this thread are due at `dueAt`: wake up then (or earlier). */
  async scheduleReplyPushes(thoughtId: string, dueAt: number): Promise<void> {
    await this.ctx.storage.put('thoughtId', thoughtId);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || dueAt < current) await this.ctx.storage.setAlarm(dueAt);
  }

  override async alarm(): Promise<void> {
    const thoughtId = await this.ctx.storage.get<string>('thoughtId');
    const config = readConfig(this.env);
    const vapid = config.ok ? vapidKeys(config.config) : null;
    if (thoughtId === undefined || vapid === null) return;
    const next = await deliverDueReplyNotifications(
      createDb(this.env.DB),
      vapid,
      thoughtId,
      Date.now(),
    );
    // A reply queued while this ran may have stored the id and set an alarm of its own: the id
    // stays (deleting everything stranded that push) and the earlier alarm wins
    // (docs/decisions/097).
    if (next !== null) await this.scheduleReplyPushes(thoughtId, next);
  }
}
