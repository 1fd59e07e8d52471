import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

test('shows the full-screen Loading... spinner until the user state is known', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Share Your Truth' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

test('unknown routes draw the 404 page with a developer hint naming the path', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/missing/page');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('/missing/page')).toBeInTheDocument();
});

test('signed out, the nav offers Connect Wallet and marks Home active', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/');
  expect(await screen.findByRole('button', { name: /^Connect Wallet/ })).toBeInTheDocument();
  const homeLinks = screen.getAllByRole('link', { name: 'Home' });
  expect(homeLinks.every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
});
