import { afterEach, expect, test, vi } from 'vitest';
import type {
  CommentStatus,
  DailyLoginResponse,
  PointRulesResponse,
  UserPoints,
} from '../../schema/api';
import { setNow } from '../test/clock';
import { buildUser, callJson, echoPointsOf, signedInUser } from '../test/factories';
import { buildCommentBy } from '../test/thought-factories';

const START = '2032-01-01T00:00:00.000Z';
const IN_PERIOD_1 = Date.parse('2032-01-10T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

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
  const comment = await buildCommentBy(await buildUser());
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
