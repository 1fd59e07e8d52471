import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';
import { buildUser } from '../test/factories';

afterEach(() => vi.unstubAllGlobals());

const USER = buildUser();

const NO_PERIOD = { body: { period: null, timeRemaining: 0, entries: [] } };
const CONFIG = {
  body: {
    pointRules: {
      helpful_comment: 11,
      funny_comment: 6,
      staff_pick: 21,
      daily_login: 2,
      upvote_received: 3,
    },
  },
};

function region(name: string) {
  return screen.findByRole('region', { name });
}

test('signed in: the wallet card shows the first and last 8 characters', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/user-points': { body: { totalPoints: 40, periodPoints: 12 } },
  });
  renderApp('/rewards');
  expect(await screen.findByRole('heading', { name: 'Echo Points & Leaderboard' })).toBeVisible();
  const wallet = await region('Authenticated Wallet');
  expect(wallet).toHaveTextContent('AbCdEfGh...2345678Z');
  expect(wallet).not.toHaveTextContent(USER.walletAddress);
  expect(within(wallet).getByText('Connected')).toBeInTheDocument();
  expect(within(wallet).getByText('Wallet connected and ready')).toBeInTheDocument();
});

test('signed in: Your Rewards shows period and all-time points and the period earnings', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/user-points': { body: { totalPoints: 40, periodPoints: 12 } },
  });
  renderApp('/rewards');
  const rewards = await region('Your Rewards');
  expect(await within(rewards).findByText('+12')).toBeInTheDocument();
  expect(within(rewards).getByText('Current ECHO Points').nextSibling).toHaveTextContent('12');
  expect(within(rewards).getByText('All-Time Points').nextSibling).toHaveTextContent('40');
  expect(within(rewards).getByText('Period Earnings')).toBeInTheDocument();
});

test('no period earnings line while the period total is 0', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/user-points': { body: { totalPoints: 40, periodPoints: 0 } },
  });
  renderApp('/rewards');
  const rewards = await region('Your Rewards');
  expect(await within(rewards).findByText('40')).toBeInTheDocument();
  expect(within(rewards).queryByText('Period Earnings')).not.toBeInTheDocument();
});

test('signed out: no wallet card, Not logged in, and no points request', async () => {
  const fetchMock = fakeServer({ ...SIGNED_OUT, 'GET /api/leaderboard': NO_PERIOD });
  renderApp('/rewards');
  const rewards = await region('Your Rewards');
  expect(within(rewards).getAllByText('Not logged in')).toHaveLength(2);
  expect(within(rewards).queryByText('Period Earnings')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Authenticated Wallet' })).not.toBeInTheDocument();
  const paths = fetchMock.mock.calls.map(([input]) => String(input));
  expect(paths).not.toContain('/api/echo/user-points');
});

test('a user-points 401 counts as no data', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/user-points': { status: 401, body: { error: 'Not signed in' } },
  });
  renderApp('/rewards');
  const rewards = await region('Your Rewards');
  expect(await within(rewards).findAllByText('Not logged in')).toHaveLength(2);
  expect(within(rewards).queryByText('Failed to fetch user points')).not.toBeInTheDocument();
});

test('a user-points failure shows its fetch error', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/user-points': { status: 500, body: { error: 'boom' } },
  });
  renderApp('/rewards');
  const rewards = await region('Your Rewards');
  expect(await within(rewards).findByText('Failed to fetch user points')).toBeInTheDocument();
});

test('How to Earn Points reads the server config', async () => {
  fakeServer({ ...SIGNED_OUT, 'GET /api/leaderboard': NO_PERIOD, 'GET /api/echo/config': CONFIG });
  renderApp('/rewards');
  const howTo = await region('How to Earn Points');
  for (const value of ['+11', '+6', '+21', '+2', '+3']) {
    expect(await within(howTo).findByText(value)).toBeInTheDocument();
  }
  expect(await region('Staff Pick System')).toHaveTextContent('21 bonus Echo Points');
});

test('How to Earn Points falls back to the default rules when the config fails', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/echo/config': { status: 500, body: { error: 'down' } },
  });
  renderApp('/rewards');
  const howTo = await region('How to Earn Points');
  expect(await within(howTo).findByText('Failed to fetch echo points config')).toBeInTheDocument();
  for (const value of ['+10', '+5', '+20', '+1', '+2']) {
    expect(within(howTo).getByText(value)).toBeInTheDocument();
  }
});

test('the Staff Pick System explainer says who picks and who may nominate', async () => {
  fakeServer({ ...SIGNED_OUT, 'GET /api/leaderboard': NO_PERIOD });
  renderApp('/rewards');
  const explainer = await region('Staff Pick System');
  expect(explainer).toHaveTextContent('awarded manually by moderators and community leaders');
  expect(explainer).toHaveTextContent('Authenticated users can nominate comments');
});

test('previous winners are listed once a period has closed', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/leaderboard': NO_PERIOD,
    'GET /api/leaderboard/history': {
      body: {
        periods: [
          {
            id: 'p1',
            number: 1,
            startsAt: '2026-01-01T00:00:00.000Z',
            endsAt: '2026-01-31T00:00:00.000Z',
            winners: [
              { rank: 1, presentationName: 'Winner One', points: 90, rewardUsd: 25 },
              { rank: 2, presentationName: 'Runner Up', points: 50, rewardUsd: 10 },
            ],
          },
        ],
      },
    },
  });
  renderApp('/rewards');
  const winners = await region('Previous Winners');
  expect(winners).toHaveTextContent('#1 Winner One');
  expect(winners).toHaveTextContent('90 pts · $25');
  expect(winners).toHaveTextContent('#2 Runner Up');
});

test('the intro names the cash rewards of the top 3 and the $ECHO token prize', async () => {
  fakeServer({ ...SIGNED_OUT, 'GET /api/leaderboard': NO_PERIOD });
  renderApp('/rewards');
  await screen.findByRole('heading', { name: 'Echo Points & Leaderboard' });
  const intro = screen.getByText(/Earn Echo Points by helping others/);
  expect(intro).toHaveTextContent('$25, $10 and $5 USD');
  expect(intro).toHaveTextContent('$ECHO token prize');
});
