import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app';
import { createQueryClient } from '../lib/query-client';
import { SignInContext, useSignIn } from '../lib/sign-in-context';
import { catalogResponse } from './catalogs';
import { buildUser } from './factories';
import { createRoutes } from '../router';

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
    // A language switch inside a test fetches its messages, as the app does.
    const catalog = catalogResponse(input);
    if (catalog) return catalog;
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

export const SIGNED_IN = { 'GET /api/auth/user': { body: { user: buildUser() } } };

/** Renders the whole app at `path`, with a fresh query client (a new page load) by default. */
export function renderApp(path: string, client = createQueryClient()) {
  const router = createMemoryRouter(createRoutes(null), { initialEntries: [path] });
  return render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/**
 * Hears every request to open sign-in instead of opening it: the screen under test stays in
 * front (the real overlay, loaded lazily, would cover it as soon as its chunk arrives).
 */
function SignInSpy({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  const real = useSignIn();
  const spied = useMemo(() => ({ ...real, openSignIn: onOpen }), [real, onOpen]);
  return <SignInContext.Provider value={spied}>{children}</SignInContext.Provider>;
}

/**
 * Renders `ui` inside the app's providers; `onOpenSignIn` takes each request to sign in, and
 * `client` is the query client, for a test that changes who is signed in.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { onOpenSignIn?: () => void; client?: QueryClient } = {},
) {
  const { onOpenSignIn, client = createQueryClient() } = options;
  return render(
    <AppProviders client={client}>
      {onOpenSignIn ? <SignInSpy onOpen={onOpenSignIn}>{ui}</SignInSpy> : ui}
    </AppProviders>,
  );
}
