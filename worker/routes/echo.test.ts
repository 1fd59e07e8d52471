import { and, eq } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import type {
  CommentStatus,
  DailyLoginResponse,
  PointRulesResponse,
  UpvoteResponse,
  UserPoints,
} from '../../schema/api';
import {
  comments,
  commentUpvotes,
  pointsLedger,
  staffPicks,
  thoughts,
  users,
} from '../../schema/tables';
import { buildUser, callJson, signedInUser, testDb } from '../test/factories';

const START = '2032-01-01T00:00:00.000Z';
const IN_PERIOD_1 = Date.parse('2032-01-10T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: D1 calls and the runtime's own timers keep working. */
function setNow(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

async function buildComment(author: { id: string }) {
  const db = testDb();
  const thoughtId = crypto.randomUUID();
  await db.insert(thoughts).values({
    id: thoughtId,
    authorId: (await buildUser()).id,
    content: 'A thought that someone answers',
    category: 'Anxiety',
    createdAt: Date.now(),
  });
  const comment = {
    id: crypto.randomUUID(),
    thoughtId,
    authorId: author.id,
    content: 'A kind and helpful comment',
    createdAt: Date.now(),
  };
  await db.insert(comments).values(comment);
  return comment;
}

async function echoPointsOf(userId: string) {
  const rows = await testDb()
    .select({ points: users.echoPoints })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.points;
}

function upvote(cookie: string, commentId: string, upvoteType: string) {
  return callJson<UpvoteResponse & { error?: string }>('/api/echo/upvote-comment', {
    cookie,
    body: { commentId, upvoteType },
  });
}

// ── GET /api/echo/config ─────────────────────────────────────────────────────────────────

test('GET /api/echo/config answers the point rules, cacheable for 10 minutes', async () => {
  const { status, body, response } = await callJson<PointRulesResponse>('/api/echo/config');
  expect(status).toBe(200);
  expect(body).toEqual({
    pointRules: {
      helpful_comment: 10,
      funny_comment: 5,
      staff_pick: 20,
      daily_login: 1,
      upvote_received: 2,
    },
  });
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
});

// ── GET /api/echo/user-points ────────────────────────────────────────────────────────────

test('GET /api/echo/user-points answers 401 when signed out', async () => {
  const { status, body } = await callJson<{ error: string }>('/api/echo/user-points');
  expect(status).toBe(401);
  expect(body).toEqual({ error: 'Not signed in' });
});

test('GET /api/echo/user-points answers the all-time total and 0 period points without a competition', async () => {
  const { cookie } = await signedInUser({ echoPoints: 42 });
  const { status, body } = await callJson<UserPoints>('/api/echo/user-points', {
    cookie,
    vars: { LEADERBOARD_START: '' },
  });
  expect(status).toBe(200);
  expect(body).toEqual({ totalPoints: 42, periodPoints: 0 });
});

test('GET /api/echo/user-points and comment-status are never stored by a cache', async () => {
  const { cookie } = await signedInUser();
  const points = await callJson<UserPoints>('/api/echo/user-points', { cookie });
  expect(points.response.headers.get('Cache-Control')).toBe('private, no-store');
  const comment = await buildComment(await buildUser());
  const status = await callJson<CommentStatus>(`/api/echo/comment-status/${comment.id}`, {
    cookie,
  });
  expect(status.status).toBe(200);
  expect(status.response.headers.get('Cache-Control')).toBe('private, no-store');
});

test('GET /api/echo/user-points counts only awards inside the current period', async () => {
  setNow(IN_PERIOD_1);
  const { user, cookie } = await signedInUser({ echoPoints: 100 });
  const vars = { LEADERBOARD_START: START };
  await callJson('/api/echo/daily-login', { method: 'POST', cookie, vars });

  const { body } = await callJson<UserPoints>('/api/echo/user-points', { cookie, vars });
  expect(body).toEqual({ totalPoints: 101, periodPoints: 1 });

  // Period 2 runs from 2032-01-31: the all-time total stays, the period starts from 0.
  setNow(Date.parse('2032-02-01T00:00:00.000Z'));
  const later = await callJson<UserPoints>('/api/echo/user-points', { cookie, vars });
  expect(later.body).toEqual({ totalPoints: 101, periodPoints: 0 });
  expect(await echoPointsOf(user.id)).toBe(101);
});

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
  const comment = await buildComment(await buildUser());
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
  const comment = await buildComment(await buildUser());
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
  const comment = await buildComment(author.user);
  const { body } = await callJson<CommentStatus>(`/api/echo/comment-status/${comment.id}`, {
    cookie: author.cookie,
  });
  expect(body.canUpvote).toBe(false);
});

// ── POST /api/echo/upvote-comment ────────────────────────────────────────────────────────

test('POST /api/echo/upvote-comment answers 401 when signed out', async () => {
  const comment = await buildComment(await buildUser());
  const { status } = await callJson('/api/echo/upvote-comment', {
    body: { commentId: comment.id, upvoteType: 'helpful' },
  });
  expect(status).toBe(401);
});

test('POST /api/echo/upvote-comment answers 400 for an unknown upvote type', async () => {
  const comment = await buildComment(await buildUser());
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
  const comment = await buildComment(author.user);
  const { status, body } = await upvote(author.cookie, comment.id, 'helpful');
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Cannot upvote own comment' });
  expect(await echoPointsOf(author.user.id)).toBe(0);
});

test('POST /api/echo/upvote-comment counts a helpful vote and pays the author 10 points in the period', async () => {
  setNow(IN_PERIOD_1);
  const author = await buildUser();
  const comment = await buildComment(author);
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
  const comment = await buildComment(await buildUser());
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
  const comment = await buildComment(author);
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
  const comment = await buildComment(author);
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
  const comment = await buildComment(await buildUser());
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
  for (let i = 0; i < 4; i += 1) authored.push(await buildComment(author));

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

// ── POST /api/echo/daily-login ───────────────────────────────────────────────────────────

test('POST /api/echo/daily-login answers 401 when signed out', async () => {
  const { status } = await callJson('/api/echo/daily-login', { method: 'POST' });
  expect(status).toBe(401);
});

test('POST /api/echo/daily-login awards 1 point once per UTC day', async () => {
  setNow(Date.parse('2032-02-01T00:00:00.000Z'));
  const { user, cookie } = await signedInUser();
  const login = () =>
    callJson<DailyLoginResponse>('/api/echo/daily-login', { method: 'POST', cookie });

  expect((await login()).body).toEqual({ awarded: true, points: 1 });
  setNow(Date.parse('2032-02-01T23:59:59.999Z'));
  expect((await login()).body).toEqual({ awarded: false, points: 0 });
  setNow(Date.parse('2032-02-02T00:00:00.000Z'));
  expect((await login()).body).toEqual({ awarded: true, points: 1 });

  expect(await echoPointsOf(user.id)).toBe(2);
});

test('POST /api/echo/daily-login called 5 times at once awards once', async () => {
  const { user, cookie } = await signedInUser();
  const responses = await Promise.all(
    Array.from({ length: 5 }, () =>
      callJson<DailyLoginResponse>('/api/echo/daily-login', { method: 'POST', cookie }),
    ),
  );
  expect(responses.filter((r) => r.body.awarded)).toHaveLength(1);
  expect(await echoPointsOf(user.id)).toBe(1);
});

// ── POST /api/echo/staff-pick ────────────────────────────────────────────────────────────

function staffPick(cookie: string | undefined, body: unknown) {
  return callJson<{ ok?: true; error?: string }>('/api/echo/staff-pick', { cookie, body });
}

test('POST /api/echo/staff-pick answers 401 when signed out', async () => {
  const author = await buildUser();
  const comment = await buildComment(author);
  const { status } = await staffPick(undefined, { commentId: comment.id, userId: author.id });
  expect(status).toBe(401);
});

test('POST /api/echo/staff-pick answers 403 to a non-admin', async () => {
  const author = await buildUser();
  const comment = await buildComment(author);
  const { cookie } = await signedInUser();
  const { status, body } = await staffPick(cookie, { commentId: comment.id, userId: author.id });
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Admin access required' });
  expect(await echoPointsOf(author.id)).toBe(0);
});

test('POST /api/echo/staff-pick answers 400 without a userId', async () => {
  const admin = await signedInUser({ isAdmin: true, adminRole: 'mod' });
  const comment = await buildComment(await buildUser());
  const { status, body } = await staffPick(admin.cookie, { commentId: comment.id });
  expect(status).toBe(400);
  expect(body.error).toMatch(/^userId: /);
});

test('POST /api/echo/staff-pick answers 404 for an unknown comment', async () => {
  const admin = await signedInUser({ isAdmin: true });
  const author = await buildUser();
  const { status, body } = await staffPick(admin.cookie, {
    commentId: crypto.randomUUID(),
    userId: author.id,
  });
  expect(status).toBe(404);
  expect(body).toEqual({ error: 'Comment not found' });
});

test('POST /api/echo/staff-pick answers 400 when userId is not the comment author', async () => {
  const admin = await signedInUser({ isAdmin: true });
  const comment = await buildComment(await buildUser());
  const stranger = await buildUser();
  const { status, body } = await staffPick(admin.cookie, {
    commentId: comment.id,
    userId: stranger.id,
  });
  expect(status).toBe(400);
  expect(body).toEqual({ error: 'userId is not the author of this comment' });
  expect(await echoPointsOf(stranger.id)).toBe(0);
});

test('POST /api/echo/staff-pick refuses an admin picking their own comment with 403', async () => {
  const admin = await signedInUser({ isAdmin: true });
  const comment = await buildComment(admin.user);
  const { status, body } = await staffPick(admin.cookie, {
    commentId: comment.id,
    userId: admin.user.id,
  });
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Cannot staff pick own comment' });
});

test('POST /api/echo/staff-pick marks the comment and pays the author 20 points once (409 after)', async () => {
  const admin = await signedInUser({ isAdmin: true });
  const author = await buildUser();
  const comment = await buildComment(author);
  const pick = { commentId: comment.id, userId: author.id };

  const first = await staffPick(admin.cookie, pick);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ ok: true });
  expect(await echoPointsOf(author.id)).toBe(20);
  const picks = await testDb()
    .select()
    .from(staffPicks)
    .where(and(eq(staffPicks.commentId, comment.id), eq(staffPicks.pickedBy, admin.user.id)));
  expect(picks).toHaveLength(1);

  const again = await staffPick(admin.cookie, pick);
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ error: 'Comment already staff picked' });
  expect(await echoPointsOf(author.id)).toBe(20);
});

test('POST /api/echo/staff-pick is not limited by the voter cap', async () => {
  const admin = await signedInUser({ isAdmin: true });
  const author = await buildUser();
  for (let i = 0; i < 3; i += 1) {
    const comment = await buildComment(author);
    const { status } = await staffPick(admin.cookie, { commentId: comment.id, userId: author.id });
    expect(status).toBe(200);
  }
  expect(await echoPointsOf(author.id)).toBe(60);
});
