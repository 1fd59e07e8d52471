import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../test/render';
import { useLikeThought } from './like-thought';
import { leaderboardKeys } from '../../../lib/query-keys';

afterEach(() => vi.unstubAllGlobals());

test('a successful like marks the leaderboard stale, since the author may have gained points', async () => {
  fakeServer({ 'PATCH /api/thoughts/t1/likes': { body: { likes: 1, hasLiked: true } } });
  const client = createQueryClient();
  client.setQueryData(leaderboardKeys.all, { period: null, timeRemaining: 0, entries: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLikeThought(), { wrapper });

  expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(false);
  await act(() => result.current.mutateAsync({ id: 't1', liked: true }));
  await waitFor(() => expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(true));
});
