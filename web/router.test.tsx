import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './router';
import { fakeServer } from './test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

function thoughtsRoute(routes: ReturnType<typeof createRoutes>) {
  return routes[0]?.children?.find((route) => route.path === 'thoughts');
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
