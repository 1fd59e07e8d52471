import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import type { User } from '../../../../schema/api';
import { createQueryClient } from '../../../lib/query-client';
import { userKeys } from '../../../lib/query-keys';
import { userQueryOptions } from '../../../lib/user-query';
import { useLogout } from './logout';

const USER: User = {
  userId: 'u-logout',
  walletAddress: 'J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8',
  presentationName: 'Leaving',
  echoPoints: 0,
  isAdmin: false,
  adminRole: null,
};

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

test('a user refetch still in flight cannot sign the user back in after logout', async () => {
  let answerUser: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/auth/user')
        ? new Promise<Response>((resolve) => (answerUser = resolve))
        : json({ ok: true }),
    ),
  );
  const client = createQueryClient();
  client.setQueryData(userKeys.current, USER);
  // A refetch (say, on window focus) starts while the old session is still valid...
  void client.fetchQuery({ ...userQueryOptions, staleTime: 0 }).catch(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLogout(), { wrapper });
  await act(() => result.current.logout());
  expect(result.current.isSigningOut).toBe(false);
  expect(client.getQueryData(userKeys.current)).toBeNull();
  // ...and answers with the user only after logout has finished.
  answerUser(json({ user: USER }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(client.getQueryData(userKeys.current)).toBeNull();
});

test('a failed logout still clears the user, and is logged', async () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ error: 'down' }, 500)),
  );
  const client = createQueryClient();
  client.setQueryData(userKeys.current, USER);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLogout(), { wrapper });
  await act(() => result.current.logout());
  await waitFor(() => expect(client.getQueryData(userKeys.current)).toBeNull());
  expect(spy).toHaveBeenCalledWith('Logout failed', expect.anything());
  spy.mockRestore();
});
