import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { LeaderboardEntry, LeaderboardResponse } from '../../../../schema/api';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { leaderboardQueryOptions } from '../api/get-leaderboard';
import { LeaderboardCard } from './leaderboard-card';
import { leaderboardKeys } from '../../../lib/query-keys';

afterEach(() => vi.unstubAllGlobals());

const PERIOD = {
  id: 'p1',
  number: 3,
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-07-01T00:00:00.000Z',
};

function entry(rank: number, user: Partial<LeaderboardEntry['user']> = {}): LeaderboardEntry {
  return {
    id: `e${rank}`,
    rank,
    totalEchoPoints: 200 - rank * 10,
    user: { presentationName: `User ${rank}`, firstName: null, username: null, ...user },
  };
}

function serve(leaderboard: { status?: number; body: LeaderboardResponse | { error: string } }) {
  return fakeServer({ ...SIGNED_OUT, 'GET /api/leaderboard': leaderboard });
}

// Half a minute more than the text shows: the countdown reads the clock every second, and a
// run slowed by a busy machine must not see its minute go by before the assertion.
const TICK_MARGIN = 30_000;

test('shows a loading state until the leaderboard answers', async () => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/leaderboard')
      ? new Promise<Response>(() => undefined)
      : new Response('{"error":"Not signed in"}', { status: 401 }),
  );
  renderWithProviders(<LeaderboardCard />);
  expect(await screen.findByText('Loading leaderboard...')).toBeInTheDocument();
});

test('without a period the competition is coming soon', async () => {
  serve({ body: { period: null, timeRemaining: 0, entries: [] } });
  renderWithProviders(<LeaderboardCard />);
  expect(await screen.findByText('Leaderboard competition coming soon!')).toBeInTheDocument();
  expect(screen.getByText('Top 3 users will receive cash rewards')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test('a 401 is treated as no data', async () => {
  serve({ status: 401, body: { error: 'Not signed in' } });
  renderWithProviders(<LeaderboardCard />);
  expect(await screen.findByText('Leaderboard competition coming soon!')).toBeInTheDocument();
});

test('a period with no entries invites the first participant', async () => {
  serve({ body: { period: PERIOD, timeRemaining: 3_600_000 * 30 + TICK_MARGIN, entries: [] } });
  renderWithProviders(<LeaderboardCard />);
  expect(
    await screen.findByText('No participants yet. Be the first to earn Echo Points!'),
  ).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('1d 6h 0m remaining');
});

test('lists the top 10 with display-name fallbacks and prizes on ranks 1 to 3', async () => {
  const entries = Array.from({ length: 10 }, (_, i) => entry(i + 1));
  entries[1] = entry(2, { presentationName: null, firstName: 'Fiona' });
  entries[2] = entry(3, { presentationName: null, username: 'user_three' });
  entries[3] = entry(4, { presentationName: null });
  serve({ body: { period: PERIOD, timeRemaining: 5 * 60_000 + TICK_MARGIN, entries } });
  renderWithProviders(<LeaderboardCard />);

  const list = await screen.findByRole('list', { name: 'Top users' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(10);
  expect(rows[0]).toHaveTextContent('User 1');
  expect(rows[0]).toHaveTextContent('190 pts');
  expect(rows[0]).toHaveTextContent('$25');
  expect(rows[1]).toHaveTextContent('Fiona');
  expect(rows[1]).toHaveTextContent('$10');
  expect(rows[2]).toHaveTextContent('user_three');
  expect(rows[2]).toHaveTextContent('$5');
  expect(rows[3]).toHaveTextContent('Unknown User');
  for (const row of rows.slice(3)) expect(row).not.toHaveTextContent('$');
  expect(screen.getByText('Period 3')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('5m remaining');
});

test('is polled every 30 s, also in the background, under the leaderboard key', () => {
  expect(leaderboardQueryOptions.queryKey).toEqual(leaderboardKeys.current);
  expect(leaderboardQueryOptions.refetchInterval).toBe(30_000);
  expect(leaderboardQueryOptions.refetchIntervalInBackground).toBe(true);
});

test('never shows more than the top 10, and each row reads its rank as text', async () => {
  const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1));
  serve({ body: { period: PERIOD, timeRemaining: 5 * 60_000 + TICK_MARGIN, entries } });
  renderWithProviders(<LeaderboardCard />);
  const rows = within(await screen.findByRole('list', { name: 'Top users' })).getAllByRole(
    'listitem',
  );
  expect(rows).toHaveLength(10);
  expect(rows[0]).toHaveTextContent(/^Rank 1User 1/);
  expect(rows[9]).toHaveTextContent(/^Rank 10User 10/);
  expect(screen.queryByText('User 11')).not.toBeInTheDocument();
  expect(rows[0]?.querySelector('[aria-label]')).toBeNull();
});
