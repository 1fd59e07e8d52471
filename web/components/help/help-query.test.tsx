import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useHelp } from './help-query';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const ANSWER = { country: 'JP', lines: [] };

test('when a service worker takes the page over during the first request, the lines are asked for again, through it', async () => {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL) => new Promise<Response>((resolve) => answers.push(resolve)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const workers = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useHelp('JP', 'ja'), { wrapper });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

  // The worker takes over while the first answer, which went around it, is still on its way.
  act(() => void workers.dispatchEvent(new Event('controllerchange')));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  for (const answer of answers) answer(new Response(JSON.stringify(ANSWER)));
  await waitFor(() => expect(result.current.data).toEqual(ANSWER));
  expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
    '/api/help?lang=ja&country=JP',
    '/api/help?lang=ja&country=JP',
  ]);
});
