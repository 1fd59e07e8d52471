import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../test/render';
import { userKeys } from '../../../lib/query-keys';
import { refreshUserAfterSignIn } from './refresh-user';

const USER = {
  userId: 'u1',
  walletAddress: 'J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8',
  presentationName: 'Quiet River',
  echoPoints: 0,
  isAdmin: false,
  adminRole: null,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const userCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/user')).length;

test('sets the user at once and refetches it 2 s later', async () => {
  vi.useFakeTimers();
  const fetchMock = fakeServer({
    'GET /api/auth/user': { body: { user: { ...USER, echoPoints: 1 } } },
  });
  const client = createQueryClient();
  refreshUserAfterSignIn(client, USER);
  expect(client.getQueryData(userKeys.current)).toEqual(USER);
  await vi.advanceTimersByTimeAsync(1999);
  expect(userCalls(fetchMock)).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(userCalls(fetchMock)).toBe(1);
  await vi.advanceTimersByTimeAsync(5000);
  expect(userCalls(fetchMock)).toBe(1);
  expect(client.getQueryData(userKeys.current)).toMatchObject({ echoPoints: 1 });
});

test('retries once 2 s after a failed refetch, and only logs a second failure', async () => {
  vi.useFakeTimers();
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = fakeServer({ 'GET /api/auth/user': { status: 500, body: { error: 'down' } } });
  refreshUserAfterSignIn(createQueryClient(), USER);
  await vi.advanceTimersByTimeAsync(2000);
  expect(userCalls(fetchMock)).toBe(1);
  await vi.advanceTimersByTimeAsync(2000);
  expect(userCalls(fetchMock)).toBe(2);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(userCalls(fetchMock)).toBe(2);
  expect(spy).toHaveBeenCalledWith('Refreshing the user failed', expect.anything());
  spy.mockRestore();
});
