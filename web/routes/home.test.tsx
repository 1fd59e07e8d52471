import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';
import { buildUser } from '../test/factories';

afterEach(() => vi.unstubAllGlobals());

const USER = buildUser();

/** A summary card's link is its title alone; the card is the box around it. */
const cardOf = (link: HTMLElement) => link.closest('h2')?.parentElement;

test('signed in: a welcome line with the name and Echo Points, and the rewards card', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/echo/user-points': { body: { totalPoints: 42, periodPoints: 7 } },
  });
  renderApp('/');
  const welcome = await screen.findByText(/Welcome back, Ana!/);
  await waitFor(() =>
    expect(welcome).toHaveTextContent('Welcome back, Ana! You have 42 Echo Points.'),
  );
  const link = screen.getByRole('link', { name: 'Echo Points & Rewards' });
  expect(link).toHaveAttribute('href', '/rewards');
  expect(cardOf(link)).toHaveTextContent('42 Echo Points');
});

test("signed in: the user record's points show when the points query fails", async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/echo/user-points': { status: 500, body: { error: 'down' } },
  });
  renderApp('/');
  expect(await screen.findByText(/Welcome back, Ana!/)).toHaveTextContent(
    'You have 40 Echo Points',
  );
});

test('signed out: no welcome line and the rewards card asks to log in', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/');
  const link = await screen.findByRole('link', { name: 'Echo Points & Rewards' });
  expect(cardOf(link)).toHaveTextContent('Login to view your rewards');
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
});

test('the community card links to /thoughts with the total and category counts', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/clusters': {
      body: [
        { id: 'c1', category: 'Anxiety', group: 'real', count: 4, description: '' },
        { id: 'c2', category: 'Gaming', group: 'meme', count: 3, description: '' },
      ],
    },
  });
  renderApp('/');
  const link = await screen.findByRole('link', { name: 'Community Thoughts' });
  expect(link).toHaveAttribute('href', '/thoughts');
  expect(await screen.findByText('Anxiety: 4')).toBeInTheDocument();
  expect(cardOf(link)).toHaveTextContent('7 thoughts shared');
});
