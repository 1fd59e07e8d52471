import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { AppProviders } from './app';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './router';
import { fakeServer, SIGNED_OUT } from './test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The route that loads the Community screen: the index route under `/thoughts`' title, inside
 * the shell and the screens' error boundary.
 */
function thoughtsRoute(routes: RouteObject[]) {
  const screens = routes[0]?.children?.[0]?.children;
  return screens?.find((route) => route.path === 'thoughts')?.children?.[0];
}

test("/thoughts' loader starts the screen's reads and does not wait for them", async () => {
  const fetchMock = fakeServer({
    'GET /api/clusters': { body: [] },
    'GET /api/thoughts': { body: [] },
  });
  const loader = thoughtsRoute(createRoutes(createQueryClient()))?.loader;
  if (typeof loader !== 'function') throw new Error('/thoughts has no loader');
  // @ts-expect-error the loader reads none of its arguments
  expect(await loader()).toBeNull();
  const paths = fetchMock.mock.calls.map(
    ([input]) => new URL(String(input), 'http://localhost').pathname,
  );
  expect(paths.sort()).toEqual(['/api/clusters', '/api/thoughts']);
});

test('without a query client (tests) the routes prefetch nothing', () => {
  expect(thoughtsRoute(createRoutes(null))?.loader).toBeUndefined();
});

test("on a first visit, /thoughts paints its title and a loading status before the screen's code arrives", async () => {
  fakeServer(SIGNED_OUT);
  const routes = createRoutes(null);
  const screenRoute = thoughtsRoute(routes);
  if (!screenRoute) throw new Error('/thoughts has no screen route');
  // The chunk never arrives: whatever shows was drawn by the route table alone.
  screenRoute.lazy = () => new Promise(() => {});
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/thoughts'] })} />
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { name: 'Thoughts & Community' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.getByRole('navigation')).toBeInTheDocument();
});

test('/help shows every line of the country at once under its title, without an account', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/help': {
      body: {
        country: 'DE',
        countryName: 'Germany',
        source: 'edge',
        emergency: '112',
        lines: ['One', 'Two', 'Three'].map((name, index) => ({
          name,
          kind: 'crisis',
          description: null,
          phone: `0800 111 0${index}`,
          sms: null,
          web: null,
          hours: null,
          languages: ['de'],
          free: null,
          confidential: null,
          fromAbroad: null,
          source: 'https://example.org',
          verifiedAt: '2026-11-25',
        })),
        directory: { name: 'Find A Helpline', web: 'https://findahelpline.com' },
        verifiedAt: '2026-11-25',
        credit: 'credit',
      },
    },
  });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider
        router={createMemoryRouter(createRoutes(null), { initialEntries: ['/help'] })}
      />
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Get help' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Call 0800 111 02, Three' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /more line/ })).not.toBeInTheDocument();
});
