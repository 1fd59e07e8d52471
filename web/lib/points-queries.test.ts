import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer } from '../test/render';
import {
  echoConfigQueryOptions,
  getEchoConfig,
  getUserPoints,
  userPointsQueryOptions,
} from './points-queries';
import { pointsKeys } from './query-keys';

afterEach(() => vi.unstubAllGlobals());

test('user points: a 401 reads as null', async () => {
  fakeServer({ 'GET /api/echo/user-points': { status: 401, body: { error: 'Not signed in' } } });
  await expect(getUserPoints()).resolves.toBeNull();
});

test("user points: other failures read 'Failed to fetch user points'", async () => {
  fakeServer({ 'GET /api/echo/user-points': { status: 500, body: { error: 'boom' } } });
  await expect(getUserPoints()).rejects.toThrow('Failed to fetch user points');
});

test("config: a failure reads 'Failed to fetch echo points config'", async () => {
  fakeServer({ 'GET /api/echo/config': { status: 503, body: { error: 'down' } } });
  await expect(getEchoConfig()).rejects.toThrow('Failed to fetch echo points config');
});

test('config is fresh for an hour and kept 10 minutes after its last use', () => {
  expect(echoConfigQueryOptions.queryKey).toEqual(pointsKeys.config);
  expect(echoConfigQueryOptions.staleTime).toBe(3_600_000);
  expect(echoConfigQueryOptions.gcTime).toBe(600_000);
});

test('user points refetch every 5 minutes, per user, and not at all signed out', () => {
  const mine = userPointsQueryOptions('u1');
  expect(mine.queryKey.slice(0, 2)).toEqual(pointsKeys.userPointsAll);
  expect(mine.refetchInterval).toBe(300_000);
  expect(mine.enabled).toBe(true);
  expect(userPointsQueryOptions('u2').queryKey).not.toEqual(mine.queryKey);
  expect(userPointsQueryOptions(null).enabled).toBe(false);
});
