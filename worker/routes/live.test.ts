// Live threads in workerd: real WebSockets to the thread's Durable Object through the real route,
// and writes through the real routes.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LiveEvent } from '../../schema/api';
import { LIMITS } from '../../schema/constants';
import { call, signedInUser, type TestUser } from '../test/factories';
import { buildComment, buildThought } from '../test/thought-factories';

/** A reader of the thread: its socket and every event it has received, parsed. */
type Reader = {
  socket: WebSocket;
  events: LiveEvent[];
  closed: { code: number; reason: string }[];
};

const open: WebSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close(1000, 'test over');
});

/** `headers`: where the reader comes from (CF-Connecting-IP), and anything else it sends. */
async function listen(thoughtId: string, headers: Record<string, string> = {}): Promise<Reader> {
  const response = await call(`/api/thoughts/${thoughtId}/live`, {
    headers: { Upgrade: 'websocket', ...headers },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error('no socket');
  const reader: Reader = { socket, events: [], closed: [] };
  socket.addEventListener('message', (event) => {
    reader.events.push(JSON.parse(String(event.data)) as LiveEvent);
  });
  socket.addEventListener('close', (event) => {
    reader.closed.push({ code: event.code, reason: event.reason });
  });
  socket.accept();
  open.push(socket);
  return reader;
}

async function comment(thoughtId: string, cookie: string) {
  const response = await call(`/api/thoughts/${thoughtId}/comments`, {
    method: 'POST',
    cookie,
    body: { content: 'Sending you a hug from far away.' },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

/** Nothing in the events names the thought's author; comments carry only public fields. */
function expectPublicOnly(events: LiveEvent[], thoughtAuthor: TestUser) {
  const text = JSON.stringify(events);
  expect(text).not.toContain(thoughtAuthor.id);
  expect(text).not.toContain(thoughtAuthor.walletAddress);
  expect(text).not.toContain(thoughtAuthor.presentationName);
  expect(text).not.toMatch(/wallet/i);
}

describe('GET /api/thoughts/:id/live', () => {
  test('426 without a WebSocket upgrade', async () => {
    const thought = await buildThought();
    const response = await call(`/api/thoughts/${thought.id}/live`);
    expect(response.status).toBe(426);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test('404 for an unknown thought and for a hidden one', async () => {
    const hidden = await buildThought({ status: 'hidden' });
    for (const id of ['no-such-thought', hidden.id]) {
      const response = await call(`/api/thoughts/${id}/live`, {
        headers: { Upgrade: 'websocket' },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe("a thread's room", () => {
  test('sends a new comment (as signed-out readers see it) and the counts, after the batch committed', async () => {
    const author = await signedInUser();
    const thought = await buildThought({ authorId: author.user.id });
    const reader = await listen(thought.id);
    const commenter = await signedInUser();
    const posted = await comment(thought.id, commenter.cookie);

    await vi.waitFor(() => expect(reader.events).toHaveLength(2));
    const [created, counts] = reader.events;
    if (created?.type !== 'comment.created') throw new Error(`got ${created?.type}`);
    expect(created.comment).toMatchObject({
      id: posted.id,
      thoughtId: thought.id,
      userId: commenter.user.id,
      user: { presentationName: commenter.user.presentationName, isAdmin: false },
      hasUpvotedHelpful: false,
      hasUpvotedFunny: false,
      canUpvote: false,
      isReported: false,
    });
    expect(counts).toEqual({
      type: 'thought.counts',
      thoughtId: thought.id,
      likes: 0,
      comments: 1,
    });
    expectPublicOnly(reader.events, author.user);
    // By the time the event is out, the public read has it.
    const list = await call(`/api/thoughts/${thought.id}/comments`);
    expect(((await list.json()) as { id: string }[]).map((c) => c.id)).toContain(posted.id);
  });

  test('sends counts after a like and an upvote, and removals after deletes', async () => {
    const thought = await buildThought();
    const commenter = await signedInUser();
    const own = await buildComment({ thoughtId: thought.id, authorId: commenter.user.id });
    const reader = await listen(thought.id);
    const voter = await signedInUser();

    await call(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      cookie: voter.cookie,
      body: { liked: true },
    });
    await call('/api/echo/upvote-comment', {
      method: 'POST',
      cookie: voter.cookie,
      body: { commentId: own.id, upvoteType: 'helpful' },
    });
    await call(`/api/comments/${own.id}`, { method: 'DELETE', cookie: commenter.cookie });
    await vi.waitFor(() => expect(reader.events).toHaveLength(3));
    expect(reader.events).toEqual([
      { type: 'thought.counts', thoughtId: thought.id, likes: 1, comments: 0 },
      { type: 'comment.counts', commentId: own.id, helpfulCount: 1, funnyCount: 0 },
      { type: 'comment.removed', commentId: own.id },
    ]);
  });

  test('a like that changes nothing sends nothing', async () => {
    const thought = await buildThought();
    const voter = await signedInUser();
    const like = () =>
      call(`/api/thoughts/${thought.id}/likes`, {
        method: 'PATCH',
        cookie: voter.cookie,
        body: { liked: true },
      });
    await like();
    const reader = await listen(thought.id);
    await like();
    const later = await signedInUser();
    await comment(thought.id, later.cookie);
    await vi.waitFor(() => expect(reader.events.length).toBeGreaterThanOrEqual(2));
    expect(reader.events.map((event) => event.type)).toEqual(['comment.created', 'thought.counts']);
  });

  test("sends the thought's removal when its author deletes it", async () => {
    const author = await signedInUser();
    const thought = await buildThought({ authorId: author.user.id });
    const reader = await listen(thought.id);
    const response = await call(`/api/thoughts/${thought.id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(response.status).toBe(204);
    await vi.waitFor(() =>
      expect(reader.events).toEqual([{ type: 'thought.removed', thoughtId: thought.id }]),
    );
    expectPublicOnly(reader.events, author.user);
  });

  test('a reader that sends anything is closed; the others keep listening', async () => {
    const thought = await buildThought();
    const chatty = await listen(thought.id);
    const quiet = await listen(thought.id);
    chatty.socket.send('hello?');
    await vi.waitFor(() => expect(chatty.closed).toHaveLength(1));
    expect(chatty.closed[0]?.code).toBe(1003);
    await comment(thought.id, (await signedInUser()).cookie);
    await vi.waitFor(() => expect(quiet.events).toHaveLength(2));
    expect(quiet.closed).toEqual([]);
  });

  test('rooms are per thread: a comment elsewhere sends nothing here', async () => {
    const here = await buildThought();
    const elsewhere = await buildThought();
    const reader = await listen(here.id);
    await comment(elsewhere.id, (await signedInUser()).cookie);
    await comment(here.id, (await signedInUser()).cookie);
    await vi.waitFor(() => expect(reader.events).toHaveLength(2));
    expect(
      reader.events.every(
        (event) => event.type !== 'comment.created' || event.comment.thoughtId === here.id,
      ),
    ).toBe(true);
    expect(env.THOUGHT_ROOMS).toBeDefined();
  });
});

test(`a room closes readers past ${LIMITS.liveReadersPerThread} with a reason, and keeps the others`, async () => {
  const thought = await buildThought();
  const readers: Reader[] = [];
  for (let i = 0; i < LIMITS.liveReadersPerThread; i += 1) readers.push(await listen(thought.id));
  const extra = await listen(thought.id);
  await vi.waitFor(() => expect(extra.closed).toHaveLength(1));
  expect(extra.closed[0]).toEqual({
    code: 1013,
    reason: expect.stringMatching(/too many readers/),
  });
  expect(readers.every((reader) => reader.closed.length === 0)).toBe(true);
});

test(`a room closes readers past ${LIMITS.liveReadersPerNetwork} from one network, and still takes others`, async () => {
  const thought = await buildThought();
  const readers: Reader[] = [];
  for (let i = 0; i < LIMITS.liveReadersPerNetwork; i += 1) {
    // One IPv6 /64: a subscriber's addresses count together. The network header a client sends
    // itself is not believed.
    const from = { 'CF-Connecting-IP': `2001:db8:7:1::${i.toString(16)}` };
    readers.push(await listen(thought.id, { ...from, 'X-Echo-Reader-Network': `forged-${i}` }));
  }
  const extra = await listen(thought.id, {
    'CF-Connecting-IP': '2001:db8:7:1::ffff',
    'X-Echo-Reader-Network': 'forged-extra',
  });
  await vi.waitFor(() => expect(extra.closed).toHaveLength(1));
  expect(extra.closed[0]).toEqual({
    code: 1013,
    reason: 'This thread has too many readers from your network right now',
  });
  // Someone elsewhere still joins, and nobody who was reading was closed.
  const elsewhere = await listen(thought.id, { 'CF-Connecting-IP': '198.51.100.9' });
  const { cookie } = await signedInUser();
  await comment(thought.id, cookie);
  await vi.waitFor(() => expect(elsewhere.events.length).toBeGreaterThan(0));
  expect(elsewhere.closed).toEqual([]);
  expect(readers.every((reader) => reader.closed.length === 0)).toBe(true);
});
