import { env } from 'cloudflare:test';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LeaderboardHistory, LeaderboardResponse, User, UserPoints } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import { periodPoints, periodWinners, periods } from '../../schema/tables';
import { topPeriodPointsQuery } from '../db/leaderboard';
import { awardPoints } from '../db/points';
import { forgetCachedRead } from '../lib/edge-cache';
import {
  buildUser,
  call,
  callJson,
  ORIGIN,
  sessionCookie,
  signedInUser,
  staffVars,
  testDb,
  unique,
} from '../test/factories';
import { buildCommentBy, buildThought } from '../test/thought-factories';

const START_ISO = '2033-05-01T00:00:00.000Z';
const START = Date.parse(START_ISO);
const PERIOD = TIMINGS.periodMs;
const DAY = 24 * 3600_000;
const vars = { LEADERBOARD_START: START_ISO };

// The competition is one global sequence of periods: each test starts from an empty one.
// An isolated test file (vitest.config.ts): its storage is its own, so this touches no other
// file's rows.
beforeEach(async () => {
  const db = testDb();
  await db.delete(periodWinners);
  await db.delete(periodPoints);
  await db.delete(periods);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: D1 calls and the runtime's own timers keep working. */
function setNow(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

async function earner(periodNumber: number, points: number, at: number, name?: string) {
  const user = await buildUser(name ? { presentationName: name } : {});
  const granted = await awardPoints(testDb(), {
    awardKey: unique('staff_pick'),
    userId: user.id,
    rule: 'staff_pick',
    points,
    sourceUserId: null,
    periodNumber,
    isPublic: true,
    now: at,
  });
  expect(granted).toBe(true);
  return user;
}

/** Signed-out reads past the edge cache: these tests move the clock within one test. */
async function uncached<T>(path: string, options: { cookie?: string; vars?: Partial<Env> }) {
  await forgetCachedRead(`${ORIGIN}${path}`);
  return callJson<T>(path, options);
}

function leaderboard(options: { cookie?: string; vars?: Partial<Env> } = { vars }) {
  return uncached<LeaderboardResponse>('/api/leaderboard', options);
}

test('GET /api/leaderboard without LEADERBOARD_START has no period, and is publicly cacheable', async () => {
  const { status, body, response } = await leaderboard({ vars: { LEADERBOARD_START: '' } });
  expect(status).toBe(200);
  expect(body).toEqual({ period: null, timeRemaining: 0, entries: [] });
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=15');
  // A browser must not answer the signed-in request with the copy it kept from before sign-in.
  expect(response.headers.get('Vary')).toBe('Cookie');
});

test('GET /api/leaderboard before the start has no period', async () => {
  setNow(START - 1);
  const { body } = await leaderboard();
  expect(body).toEqual({ period: null, timeRemaining: 0, entries: [] });
});

test('GET /api/leaderboard at the start opens period 1 with no participants yet', async () => {
  setNow(START);
  const { body } = await leaderboard();
  expect(body).toEqual({
    period: {
      id: expect.any(String),
      number: 1,
      startsAt: START_ISO,
      endsAt: '2033-05-31T00:00:00.000Z',
    },
    timeRemaining: PERIOD,
    entries: [],
  });
});

test('GET /api/leaderboard counts timeRemaining down to the end of the period', async () => {
  setNow(START + PERIOD - 1);
  const { body } = await leaderboard();
  expect(body.period?.number).toBe(1);
  expect(body.timeRemaining).toBe(1);
});

test('GET /api/leaderboard signed in is never stored by shared caches', async () => {
  setNow(START + DAY);
  const { cookie } = await signedInUser();
  const { response } = await leaderboard({ cookie, vars });
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
});

test('GET /api/leaderboard lists the top 10 by period points, ties to who reached the total first', async () => {
  setNow(START + 20 * DAY);
  const ranked = [];
  for (let i = 0; i < 11; i += 1) {
    // Points 110, 100, … 10, except the 4th and 5th both at 80 (5th reached it earlier).
    const points = i === 4 ? 80 : 110 - i * 10;
    const at = i === 4 ? START + DAY : START + (i + 2) * DAY;
    ranked.push(await earner(1, points, at));
  }
  // Period 2's points never leak into period 1's board.
  await earner(2, 500, START + PERIOD + DAY);

  const { body } = await leaderboard();

  expect(body.entries).toHaveLength(10);
  expect(body.entries[0]).toEqual({
    id: ranked[0]?.id,
    rank: 1,
    totalEchoPoints: 110,
    user: { presentationName: ranked[0]?.presentationName, firstName: null, username: null },
  });
  expect(body.entries.map((e) => [e.rank, e.totalEchoPoints])).toEqual([
    [1, 110],
    [2, 100],
    [3, 90],
    [4, 80],
    [5, 80],
    [6, 60],
    [7, 50],
    [8, 40],
    [9, 30],
    [10, 20],
  ]);
  expect(body.entries[3]?.id).toBe(ranked[4]?.id);
  expect(body.entries[4]?.id).toBe(ranked[3]?.id);
});

test('GET /api/leaderboard after the period ends shows period 2 and closes period 1 itself', async () => {
  setNow(START + DAY);
  await leaderboard();
  const winner = await earner(1, 30, START + 2 * DAY, unique('Winner'));

  setNow(START + PERIOD);
  const { body } = await leaderboard();
  expect(body.period?.number).toBe(2);
  expect(body.entries).toEqual([]);
  expect(body.timeRemaining).toBe(PERIOD);

  const history = await uncached<LeaderboardHistory>('/api/leaderboard/history', { vars });
  expect(history.body.periods).toEqual([
    {
      id: expect.any(String),
      number: 1,
      startsAt: START_ISO,
      endsAt: '2033-05-31T00:00:00.000Z',
      winners: [{ rank: 1, presentationName: winner.presentationName, points: 30, rewardUsd: 25 }],
    },
  ]);
});

test('GET /api/leaderboard/history is empty before any period closed', async () => {
  setNow(START + DAY);
  const { status, body } = await uncached<LeaderboardHistory>('/api/leaderboard/history', {
    vars,
  });
  expect(status).toBe(200);
  expect(body).toEqual({ periods: [] });
});

test('GET /api/leaderboard/history lists closed periods newest first with winners and rewards', async () => {
  const p1 = [
    await earner(1, 50, START + DAY),
    await earner(1, 40, START + DAY),
    await earner(1, 30, START + DAY),
    await earner(1, 20, START + DAY),
  ];
  const p2 = await earner(2, 5, START + PERIOD + DAY);
  setNow(START + 2 * PERIOD + 1);

  const { body } = await uncached<LeaderboardHistory>('/api/leaderboard/history', { vars });

  expect(body.periods.map((p) => p.number)).toEqual([2, 1]);
  expect(body.periods[0]?.winners).toEqual([
    { rank: 1, presentationName: p2.presentationName, points: 5, rewardUsd: 25 },
  ]);
  expect(body.periods[1]?.winners).toEqual([
    { rank: 1, presentationName: p1[0]?.presentationName, points: 50, rewardUsd: 25 },
    { rank: 2, presentationName: p1[1]?.presentationName, points: 40, rewardUsd: 10 },
    { rank: 3, presentationName: p1[2]?.presentationName, points: 30, rewardUsd: 5 },
  ]);
  // Thought authors stay anonymous elsewhere; winners are named, but wallets never appear.
  expect(JSON.stringify(body)).not.toContain(p1[0]?.walletAddress);
});

test('the leaderboard query reads one index range in order: no scan, no sort', async () => {
  for (let i = 0; i < 30; i += 1) await earner(1, 10 + i, START + DAY);
  const query = topPeriodPointsQuery(testDb(), 1).toSQL();

  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  const details = plan.results.map((row) => row.detail);

  expect(details).toContain(
    'SEARCH period_points USING INDEX period_points_public_rank_idx (period_number=?)',
  );
  expect(details.some((d) => d.startsWith('SEARCH users USING INDEX'))).toBe(true);
  expect(details.join('\n')).not.toMatch(/SCAN|TEMP B-TREE/);
});

test('GET /api/leaderboard/history is publicly cacheable signed out, never stored signed in', async () => {
  const anonymous = await call('/api/leaderboard/history', { vars });
  expect(anonymous.status).toBe(200);
  expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=60');
  expect(anonymous.headers.get('Vary')).toBe('Cookie');
  const { cookie } = await signedInUser();
  const signedIn = await call('/api/leaderboard/history', { cookie, vars });
  expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
});

test('a like pays its author privately: neither the board nor the closing history ever counts it', async () => {
  setNow(START + DAY);
  const author = await earner(1, 10, START + DAY, unique('Author'));
  const thought = await buildThought({ authorId: author.id });
  const authorCookie = await sessionCookie(author);
  const liker = await signedInUser();

  const before = await callJson<UserPoints>('/api/echo/user-points', {
    cookie: authorCookie,
    vars,
  });
  const liked = await call(`/api/thoughts/${thought.id}/likes`, {
    method: 'PATCH',
    body: { liked: true },
    cookie: liker.cookie,
    vars,
  });
  expect(liked.status).toBe(200);

  // The author's own figures include the like at once.
  const after = await callJson<UserPoints>('/api/echo/user-points', {
    cookie: authorCookie,
    vars,
  });
  expect(after.body.totalPoints).toBe(before.body.totalPoints + 2);
  expect(after.body.periodPoints).toBe(before.body.periodPoints + 2);
  const me = await callJson<{ user: User }>('/api/auth/user', { cookie: authorCookie, vars });
  expect(me.body.user.echoPoints).toBe(12);

  // The public board does not move: watching it cannot tell who wrote the liked thought.
  const board = await leaderboard();
  expect(board.body.entries.find((e) => e.id === author.id)?.totalEchoPoints).toBe(10);

  // Nor does the close: the history shows the public 10, so no jump names the author either.
  setNow(START + PERIOD + 1);
  const history = await uncached<LeaderboardHistory>('/api/leaderboard/history', { vars });
  expect(history.body.periods[0]?.winners).toEqual([
    { rank: 1, presentationName: author.presentationName, points: 10, rewardUsd: 25 },
  ]);
});

test('a period where someone has only like points closes with them neither ranked nor paid, and their own figures keep the likes', async () => {
  setNow(START + DAY);
  const liked = await buildUser();
  const thought = await buildThought({ authorId: liked.id });
  for (let i = 0; i < 5; i += 1) {
    const liker = await signedInUser();
    await call(`/api/thoughts/${thought.id}/likes`, {
      method: 'PATCH',
      body: { liked: true },
      cookie: liker.cookie,
      vars,
    });
  }
  const earned = await earner(1, 3, START + DAY);

  setNow(START + PERIOD + 1);
  const history = await uncached<LeaderboardHistory>('/api/leaderboard/history', { vars });
  expect(history.body.periods[0]?.winners.map((w) => w.presentationName)).toEqual([
    earned.presentationName,
  ]);
  const winners = await testDb().select().from(periodWinners);
  expect(winners.map((w) => w.userId)).not.toContain(liked.id);
  const own = await callJson<UserPoints>('/api/echo/user-points', {
    cookie: await sessionCookie(liked),
    vars: { LEADERBOARD_START: '' },
  });
  expect(own.body.totalPoints).toBe(10);
});

test('a like never changes whether a public award is paid: the caps are split, so public totals match with and without it', async () => {
  setNow(START + DAY);
  const voter = await signedInUser();
  const [likedAuthor, otherAuthor] = [await buildUser(), await buildUser()];
  const thought = await buildThought({ authorId: likedAuthor.id });
  await call(`/api/thoughts/${thought.id}/likes`, {
    method: 'PATCH',
    body: { liked: true },
    cookie: voter.cookie,
    vars,
  });
  // 10 + 10 + 5 + 5: exactly the 30-point upvote cap, on four comments by each author.
  for (const author of [likedAuthor, otherAuthor]) {
    const replies = await Promise.all([0, 1, 2, 3].map(() => buildCommentBy(author)));
    for (const [index, reply] of replies.entries()) {
      const vote = await call('/api/echo/upvote-comment', {
        body: { commentId: reply.id, upvoteType: index < 2 ? 'helpful' : 'funny' },
        cookie: voter.cookie,
        vars,
      });
      expect(vote.status).toBe(200);
    }
  }
  const board = await leaderboard();
  const publicTotal = (id: string) => board.body.entries.find((e) => e.id === id)?.totalEchoPoints;
  expect(publicTotal(likedAuthor.id)).toBe(30);
  expect(publicTotal(otherAuthor.id)).toBe(30);
});

test('a user whose only points are private likes is not on the public board', async () => {
  setNow(START + DAY);
  const author = await buildUser();
  const thought = await buildThought({ authorId: author.id });
  const liker = await signedInUser();
  await call(`/api/thoughts/${thought.id}/likes`, {
    method: 'PATCH',
    body: { liked: true },
    cookie: liker.cookie,
    vars,
  });
  const { body } = await leaderboard();
  expect(body.entries.map((e) => e.id)).not.toContain(author.id);
});

test('staff accounts are not ranked, and ranking resumes the moment the wallet leaves ADMIN_WALLETS', async () => {
  setNow(START + DAY);
  const mod = await earner(1, 90, START + DAY);
  const player = await earner(1, 40, START + DAY);
  const staff = { ...vars, ...staffVars([mod, 'mod']) };

  const { body } = await leaderboard({ vars: staff });
  expect(body.entries.map((e) => e.id)).toEqual([player.id]);
  expect(body.entries[0]?.rank).toBe(1);

  const revoked = await leaderboard({ vars });
  expect(revoked.body.entries.map((e) => e.id)).toEqual([mod.id, player.id]);
});

test('staff win no prizes: the close skips them when picking the top 3', async () => {
  setNow(START + DAY);
  const dev = await earner(1, 99, START + DAY);
  const winners = [
    await earner(1, 50, START + DAY),
    await earner(1, 40, START + DAY),
    await earner(1, 30, START + DAY),
  ];
  setNow(START + PERIOD + 1);
  const { body } = await uncached<LeaderboardHistory>('/api/leaderboard/history', {
    vars: { ...vars, ...staffVars([dev, 'dev']) },
  });
  expect(body.periods[0]?.winners.map((w) => w.presentationName)).toEqual(
    winners.map((w) => w.presentationName),
  );
});
