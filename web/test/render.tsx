import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';

type FakeRoute = { status?: number; body: unknown };

/**
 * Answers the SPA's fetches from a table of `METHOD /path` → response: screens are tested on
 * their own here; the real worker is exercised by the worker and end-to-end suites.
 */
/** Calls the app makes on its own for any signed-in user; a test's table may override them. */
const BACKGROUND_CALLS: Record<string, FakeRoute> = {
  'POST /api/echo/daily-login': { body: { awarded: false, points: 0 } },
  // The navigation's new-replies dot.
  'GET /api/me/thoughts': { body: [] },
};

export function fakeServer(table: Record<string, FakeRoute | ((init?: RequestInit) => FakeRoute)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = table[key] ?? BACKGROUND_CALLS[key];
    const route = typeof entry === 'function' ? entry(init) : entry;
    if (!route) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    if (route.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const SIGNED_OUT = {
  'GET /api/auth/user': { status: 401, body: { error: 'Not signed in' } },
};

/** Renders the whole app at `path` with a fresh query client. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders client={createQueryClient()}>{ui}</AppProviders>);
}
