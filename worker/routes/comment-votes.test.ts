import { afterEach, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CommentStatus, UpvoteResponse } from '../../schema/api';
import { comments, commentUpvotes, pointsLedger } from '../../schema/tables';
import { setNow } from '../test/clock';
import { buildUser, callJson, echoPointsOf, signedInUser, testDb } from '../test/factories';
import { buildComment, buildCommentBy, buildThought } from '../test/thought-factories';

const START = '2032-01-01T00:00:00.000Z';
const IN_PERIOD_1 = Date.parse('2032-01-10T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

function upvote(cookie: string, commentId: string, upvoteType: string) {
  return callJson<UpvoteResponse & { error?: string }>('/api/echo/upvote-comment', {
    cookie,
    body: { commentId, upvoteType },
  });
}

// ── GET /api/echo/comment-status/:commentId ──────────────────────────────────────────────

test('GET /api/echo/comment-status answers 404 for an unknown comment', async () => {
  const { status, body } = await callJson<{ error: string }>(
    `/api/echo/comment-status/${crypto.randomUUID()}`,
  );
  expect(status).toBe(404);
  expect(body).toEqual({ error: 'Comment not found' });
});

test('GET /api/echo/comment-status answers 400 for an over-long id', async () => {
  const { status } = await callJson(`/api/echo/comment-status/${'x'.repeat(65)}`);
  expect(status).toBe(400);
});

test('GET /api/echo/comment-status gives counts only when signed out', async () => {
  const comment = await buildCommentBy(await buildUser());
  await testDb()
    .update(comments)
    .set({ helpfulCount: 3, funnyCount: 2 })
    .where(eq(comments.id, comment.id));

  const { status, body } = await callJson<CommentStatus>(`/api/echo/comment-status/${comment.id}`);
  expect(status).toBe(200);
  expect(body).toEqual({
    helpfulCount: 3,
    funnyCount: 2,
    hasUpvotedHelpful: false,
    hasUpvotedFunny: false,
    canUpvote: false,
    onCooldown: false,
    cooldownRemainingMs: 0,
  });
});

test('GET /api/echo/comment-status shows the viewer their vote and cooldown', async () => {
  setNow(IN_PERIOD_1);
  const comment = await buildCommentBy(await buildUser());
  const voter = await signedInUser();
  await upvote(voter.cookie, comment.id, 'helpful');

  setNow(IN_PERIOD_1 + 10_000);
  const { body } = await callJson<CommentStatus>(`/api/echo/comment-status/${comment.id}`, {
    cookie: voter.cookie,
  });
  expect(body).toEqual({
    helpfulCount: 1,
    funnyCount: 0,
    hasUpvotedHelpful: true,
    hasUpvotedFunny: false,
    canUpvote: true,
    onCooldown: true,
    cooldownRemainingMs: 20_000,
  });
});

test('GET /api/echo/comment-status says the author cannot upvote their own comment', async () => {
  const author = await signedInUser();
  const comment = await buildCommentBy(author.user);
  const { body } = await callJson<CommentStatus>(`/api/echo/comment-status/${comment.id}`, {
    cookie: author.cookie,
  });
  expect(body.canUpvote).toBe(false);
});

// ── POST /api/echo/upvote-comment ────────────────────────────────────────────────────────

test('POST /api/echo/upvote-comment answers 401 when signed out', async () => {
  const comment = await buildCommentBy(await buildUser());
  const { status } = await callJson('/api/echo/upvote-comment', {
    body: { commentId: comment.id, upvoteType: 'helpful' },
  });
  expect(status).toBe(401);
});

test('POST /api/echo/upvote-comment answers 400 for an unknown upvote type', async () => {
  const comment = await buildCommentBy(await buildUser());
  const { cookie } = await signedInUser();
  const { status, body } = await upvote(cookie, comment.id, 'insightful');
  expect(status).toBe(400);
  expect(body.error).toMatch(/^upvoteType: /);
});

test('POST /api/echo/upvote-comment answers 400 without a commentId', async () => {
  const { cookie } = await signedInUser();
  const { status, body } = await callJson<{ error: string }>('/api/echo/upvote-comment', {
    cookie,
    body: { upvoteType: 'helpful' },
  });
  expect(status).toBe(400);
  expect(body.error).toMatch(/^commentId: /);
});

test('POST /api/echo/upvote-comment answers 404 for an unknown comment', async () => {
  const { cookie } = await signedInUser();
  const { status, body } = await upvote(cookie, crypto.randomUUID(), 'helpful');
  expect(status).toBe(404);
  expect(body).toEqual({ error: 'Comment not found' });
});

test('POST /api/echo/upvote-comment refuses an upvote on your own comment with 403', async () => {
  const author = await signedInUser();
  const comment = await buildCommentBy(author.user);
  const { status, body } = await upvote(author.cookie, comment.id, 'helpful');
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Cannot upvote own comment' });
  expect(await echoPointsOf(author.user.id)).toBe(0);
});

test('POST /api/echo/upvote-comment counts a helpful vote and pays the author 10 points in the period', async () => {
  setNow(IN_PERIOD_1);
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const voter = await signedInUser();

  const { status, body } = await callJson<UpvoteResponse>('/api/echo/upvote-comment', {
    cookie: voter.cookie,
    body: { commentId: comment.id, upvoteType: 'helpful' },
    vars: { LEADERBOARD_START: START },
  });

  expect(status).toBe(200);
  expect(body).toEqual({ newCounts: { helpful: 1, funny: 0 } });
  expect(await echoPointsOf(author.id)).toBe(10);
  const ledger = await testDb()
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.awardKey, `helpful_comment:${comment.id}:${voter.user.id}`));
  expect(ledger).toEqual([
    expect.objectContaining({
      userId: author.id,
      sourceUserId: voter.user.id,
      rule: 'helpful_comment',
      points: 10,
      periodNumber: 1,
    }),
  ]);
});

test('POST /api/echo/upvote-comment refuses the same type twice with 409', async () => {
  setNow(IN_PERIOD_1);
  const comment = await buildCommentBy(await buildUser());
  const voter = await signedInUser();
  await upvote(voter.cookie, comment.id, 'funny');

  setNow(IN_PERIOD_1 + 60_000);
  const { status, body } = await upvote(voter.cookie, comment.id, 'funny');
  expect(status).toBe(409);
  expect(body).toEqual({ error: 'Already upvoted as funny' });
});

test('POST /api/echo/upvote-comment answers 429 with Retry-After during the 30 s cooldown, then accepts the other type', async () => {
  setNow(IN_PERIOD_1);
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const voter = await signedInUser();
  await upvote(voter.cookie, comment.id, 'helpful');

  setNow(IN_PERIOD_1 + 29_001);
  const early = await upvote(voter.cookie, comment.id, 'funny');
  expect(early.status).toBe(429);
  expect(early.response.headers.get('Retry-After')).toBe('1');

  setNow(IN_PERIOD_1 + 30_000);
  const onTime = await upvote(voter.cookie, comment.id, 'funny');
  expect(onTime.status).toBe(200);
  expect(onTime.body).toEqual({ newCounts: { helpful: 1, funny: 1 } });
  expect(await echoPointsOf(author.id)).toBe(15);
});

test('POST /api/echo/upvote-comment: five identical concurrent upvotes count once', async () => {
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const voter = await signedInUser();

  const responses = await Promise.all(
    Array.from({ length: 5 }, () => upvote(voter.cookie, comment.id, 'helpful')),
  );

  expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  const stored = await testDb().select().from(comments).where(eq(comments.id, comment.id));
  expect(stored[0]?.helpfulCount).toBe(1);
  const votes = await testDb()
    .select()
    .from(commentUpvotes)
    .where(eq(commentUpvotes.commentId, comment.id));
  expect(votes).toHaveLength(1);
  expect(await echoPointsOf(author.id)).toBe(10);
});

test('POST /api/echo/upvote-comment: helpful and funny at once from one voter count once (cooldown holds)', async () => {
  const comment = await buildCommentBy(await buildUser());
  const voter = await signedInUser();

  const [helpful, funny] = await Promise.all([
    upvote(voter.cookie, comment.id, 'helpful'),
    upvote(voter.cookie, comment.id, 'funny'),
  ]);

  expect([helpful.status, funny.status].sort()).toEqual([200, 429]);
  const stored = await testDb().select().from(comments).where(eq(comments.id, comment.id));
  expect((stored[0]?.helpfulCount ?? 0) + (stored[0]?.funnyCount ?? 0)).toBe(1);
});

test('POST /api/echo/upvote-comment caps one voter at 30 points per author per day; later votes still count', async () => {
  const author = await buildUser();
  const voter = await signedInUser();
  const authored = [];
  for (let i = 0; i < 4; i += 1) authored.push(await buildCommentBy(author));

  for (const comment of authored.slice(0, 3)) {
    expect((await upvote(voter.cookie, comment.id, 'helpful')).status).toBe(200);
  }
  expect(await echoPointsOf(author.id)).toBe(30);

  const fourth = await upvote(voter.cookie, authored[3]?.id ?? '', 'helpful');
  expect(fourth.status).toBe(200);
  expect(fourth.body).toEqual({ newCounts: { helpful: 1, funny: 0 } });
  expect(await echoPointsOf(author.id)).toBe(30);

  // Another voter is not affected by the first one's cap.
  const other = await signedInUser();
  await upvote(other.cookie, authored[3]?.id ?? '', 'funny');
  expect(await echoPointsOf(author.id)).toBe(35);
});

test('POST /api/echo/upvote-comment by a too-young account counts on the comment but pays nothing', async () => {
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const young = await signedInUser({ createdAt: Date.now() - 3600_000 });
  const { status, body } = await callJson<UpvoteResponse>('/api/echo/upvote-comment', {
    body: { commentId: comment.id, upvoteType: 'helpful' },
    cookie: young.cookie,
    vars: { VOTER_MIN_ACCOUNT_AGE_HOURS: '24' },
  });
  expect(status).toBe(200);
  expect(body.newCounts).toEqual({ helpful: 1, funny: 0 });
  expect(await echoPointsOf(author.id)).toBe(0);
  const ledger = await testDb()
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, author.id));
  expect(ledger).toEqual([]);
});

test('POST /api/echo/upvote-comment on a suspended author’s comment counts on it but pays nothing until the suspension ends', async () => {
  setNow(IN_PERIOD_1);
  const author = await buildUser({ suspendedUntil: IN_PERIOD_1 + 3600_000 });
  const comment = await buildCommentBy(author);
  const helpful = await signedInUser();
  const during = await upvote(helpful.cookie, comment.id, 'helpful');
  expect(during.status).toBe(200);
  expect(during.body.newCounts).toEqual({ helpful: 1, funny: 0 });
  expect(await echoPointsOf(author.id)).toBe(0);

  setNow(IN_PERIOD_1 + 3600_000);
  const after = await upvote((await signedInUser()).cookie, comment.id, 'helpful');
  expect(after.body.newCounts).toEqual({ helpful: 2, funny: 0 });
  expect(await echoPointsOf(author.id)).toBe(10);
});

test('POST /api/echo/upvote-comment answers 404 for a hidden or removed comment and pays nothing', async () => {
  const { cookie } = await signedInUser();
  for (const status of ['hidden', 'removed'] as const) {
    const author = await buildUser();
    const comment = await buildCommentBy(author);
    await testDb().update(comments).set({ status }).where(eq(comments.id, comment.id));
    const refused = await upvote(cookie, comment.id, 'helpful');
    expect([status, refused.status]).toEqual([status, 404]);
    expect(await echoPointsOf(author.id)).toBe(0);
    const [row] = await testDb().select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.helpfulCount).toBe(0);
  }
});

test('a visible comment under a thought readers cannot see is as unknown: 404 to votes and status, and pays nothing', async () => {
  const { cookie } = await signedInUser();
  for (const status of ['hidden', 'held', 'removed'] as const) {
    const author = await buildUser();
    const thought = await buildThought({ status });
    const comment = await buildComment({ thoughtId: thought.id, authorId: author.id });
    const refused = await upvote(cookie, comment.id, 'helpful');
    expect([status, refused.status]).toEqual([status, 404]);
    const read = await callJson(`/api/echo/comment-status/${comment.id}`, { headers: { cookie } });
    expect([status, read.status]).toEqual([status, 404]);
    expect(await echoPointsOf(author.id)).toBe(0);
    const [row] = await testDb().select().from(comments).where(eq(comments.id, comment.id));
    expect([row?.status, row?.helpfulCount]).toEqual(['visible', 0]);
  }
});
