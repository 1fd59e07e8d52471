import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Cluster } from '../../../../schema/api';
import { AppProviders } from '../../../app';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, SIGNED_OUT } from '../../../test/render';
import { ThoughtsCommunity } from '../components/thoughts-community';
import { prefetchCommunity } from './prefetch-community';
import { buildThought } from '../../../test/factories';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLUSTER: Cluster = {
  id: 'work',
  category: 'Work',
  group: 'real',
  count: 1,
  description: 'About work',
};

const THOUGHT = buildThought({ content: 'Prefetched before the screen drew' });

function requestsTo(fetchMock: ReturnType<typeof fakeServer>, pathname: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === pathname,
  );
}

test('prefetchCommunity reads the clusters and the unfiltered first page at once', () => {
  const fetchMock = fakeServer({
    'GET /api/clusters': { body: [CLUSTER] },
    'GET /api/thoughts': { body: [THOUGHT] },
  });
  prefetchCommunity(createQueryClient());
  expect(requestsTo(fetchMock, '/api/clusters')).toHaveLength(1);
  const [thoughts] = requestsTo(fetchMock, '/api/thoughts');
  const params = new URL(String(thoughts?.[0]), 'http://localhost').searchParams;
  expect(Object.fromEntries(params)).toEqual({ limit: '50' });
});

test('the Community screen draws the prefetched answers without asking again', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_OUT,
    'GET /api/clusters': { body: [CLUSTER] },
    'GET /api/thoughts': { body: [THOUGHT] },
  });
  const client = createQueryClient();
  prefetchCommunity(client);
  render(
    <AppProviders client={client}>
      <ThoughtsCommunity renderComments={() => null} />
    </AppProviders>,
  );
  expect(await screen.findByText('Prefetched before the screen drew')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Work: 1 thought' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, '/api/clusters')).toHaveLength(1);
  expect(requestsTo(fetchMock, '/api/thoughts')).toHaveLength(1);
});
