import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { fakeServer, renderApp } from '../test/render';
import { AdminBadge } from './admin-badge';

const USER = {
  userId: 'u-nav',
  walletAddress: 'J7vrQ9HXZnoeL37VwkKxbiaYp8rWsRFoaCcDAKFoNGg8',
  presentationName: 'Quiet River',
  echoPoints: 3,
  isAdmin: true,
  adminRole: 'mod',
};

afterEach(() => vi.unstubAllGlobals());

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

test('signed in, the nav shows the name, the role badge and Logout', async () => {
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'POST /api/echo/daily-login': { body: { awarded: true, points: 1 } },
  });
  renderApp('/');
  expect(
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByText('Quiet River'),
  ).toBeInTheDocument();
  expect(within(mainNav()).getByText('Mod')).toBeInTheDocument();
  expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(mainNav()).queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
});

test('the admin badge names dev, admin and mod, shows other roles raw, and nothing without a role', () => {
  const badge = (user: { isAdmin: boolean; adminRole: string | null }) =>
    render(<AdminBadge user={user} />).container.textContent;
  expect(badge({ isAdmin: true, adminRole: 'dev' })).toBe('Dev');
  expect(badge({ isAdmin: true, adminRole: 'admin' })).toBe('Admin');
  expect(badge({ isAdmin: true, adminRole: 'community lead' })).toBe('community lead');
  expect(badge({ isAdmin: true, adminRole: null })).toBe('');
  expect(badge({ isAdmin: false, adminRole: 'admin' })).toBe('');
});

test('logout clears the user even when the server call fails', async () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'POST /api/echo/daily-login': { body: { awarded: false, points: 0 } },
    'POST /api/auth/logout': { status: 500, body: { error: 'down' } },
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(
    await within(mainNav()).findByRole('button', { name: /^Connect Wallet/ }),
  ).toBeInTheDocument();
  expect(within(mainNav()).queryByText('Quiet River')).not.toBeInTheDocument();
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('a signed-in user claims the daily login once per page load', async () => {
  const fetchMock = fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'POST /api/echo/daily-login': { body: { awarded: true, points: 1 } },
  });
  // One page load has one query client: the app mounting again within it claims nothing more.
  const pageLoad = createQueryClient();
  const first = renderApp('/', pageLoad);
  await within(await screen.findByRole('navigation', { name: 'Main' })).findByText('Quiet River');
  first.unmount();
  renderApp('/', pageLoad);
  await within(await screen.findByRole('navigation', { name: 'Main' })).findByText('Quiet River');
  const claims = () =>
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/echo/daily-login'));
  await waitFor(() => expect(claims()).toHaveLength(1));
  expect(claims()[0]?.[1]?.method).toBe('POST');
});

test('signed out, no daily login is claimed', async () => {
  const fetchMock = fakeServer({
    'GET /api/auth/user': { status: 401, body: { error: 'Not signed in' } },
  });
  renderApp('/');
  await screen.findByRole('heading', { name: 'Share Your Truth' });
  expect(fetchMock.mock.calls.some(([input]) => String(input).includes('daily-login'))).toBe(false);
});

test('signed in, My Echo carries a dot only while a thought has unseen replies', async () => {
  const thought = { id: 't1', newComments: 0 };
  let unseen = 1;
  fakeServer({
    'GET /api/auth/user': { body: { user: USER } },
    'GET /api/me/thoughts': () => ({ body: [{ ...thought, newComments: unseen }] }),
  });
  renderApp('/');
  const withDot = await within(
    await screen.findByRole('navigation', { name: 'Main' }),
  ).findAllByRole('link', { name: 'My Echo, new replies' });
  for (const link of withDot) expect(link).toHaveAttribute('href', '/me');
  unseen = 0;
  // Returning to the tab refreshes it, as the 60 s poll would.
  window.dispatchEvent(new Event('visibilitychange'));
  expect(await within(mainNav()).findAllByRole('link', { name: 'My Echo' })).not.toHaveLength(0);
  expect(within(mainNav()).queryByRole('link', { name: 'My Echo, new replies' })).toBeNull();
});
