import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../test/render';
import { useLikeThought } from './like-thought';
import type { Thought } from '../../../../schema/api';
import { leaderboardKeys, thoughtKeys } from '../../../lib/query-keys';
import { buildThought } from '../../../test/factories';

afterEach(() => vi.unstubAllGlobals());

test('a successful like leaves the leaderboard alone: refetching it would help unmask the author', async () => {
  fakeServer({ 'PATCH /api/thoughts/t1/likes': { body: { likes: 1, hasLiked: true } } });
  const client = createQueryClient();
  client.setQueryData(leaderboardKeys.all, { period: null, timeRemaining: 0, entries: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLikeThought(), { wrapper });

  expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(false);
  await act(() => result.current.mutateAsync({ id: 't1', liked: true }));
  // onSuccess has run by the time mutateAsync resolves.
  expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(false);
  expect(client.isFetching({ queryKey: leaderboardKeys.all })).toBe(0);
});

test('a list fetch in flight when the like starts cannot overwrite the optimistic value', async () => {
  const stale = buildThought({ id: 't1', likes: 0, hasLiked: false });
  let answerList: (thoughts: Thought[]) => void = () => undefined;
  fakeServer({ 'PATCH /api/thoughts/t1/likes': { body: { likes: 1, hasLiked: true } } });
  const client = createQueryClient();
  const filters = { category: null, q: '' };
  client.setQueryData(thoughtKeys.list(filters), { pages: [[stale]], pageParams: [undefined] });
  // A refetch that answers with the pre-like list only after the optimistic update.
  const inFlight = client.fetchInfiniteQuery({
    queryKey: thoughtKeys.list(filters),
    queryFn: () => new Promise<Thought[]>((resolve) => (answerList = resolve)),
    initialPageParam: undefined as string | undefined,
    staleTime: 0,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLikeThought(), { wrapper });
  act(() => result.current.mutate({ id: 't1', liked: true }));
  await waitFor(() =>
    expect(
      client.getQueryData<{ pages: Thought[][] }>(thoughtKeys.list(filters))?.pages[0]?.[0],
    ).toMatchObject({ hasLiked: true }),
  );
  answerList([stale]);
  await inFlight.catch(() => undefined);
  expect(
    client.getQueryData<{ pages: Thought[][] }>(thoughtKeys.list(filters))?.pages[0]?.[0],
  ).toMatchObject({ hasLiked: true });
});
