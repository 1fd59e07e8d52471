import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';
import { buildThought } from '../test/factories';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const THOUGHT = buildThought({ content: 'Deadlines everywhere this week' });

test('signed out, liking prompts Connect wallet to interact through the real user state', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_OUT,
    'GET /api/clusters': { body: [] },
    'GET /api/thoughts': { body: [THOUGHT] },
  });
  renderApp('/thoughts');
  expect(await screen.findByRole('heading', { name: 'Thoughts & Community' })).toBeInTheDocument();
  const card = await screen.findByRole('article');
  expect(within(card).getByText('just now')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: /^Like/ }));
  expect(await screen.findByText('Connect wallet to interact')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
});

test('expanding a thought shows its comments section', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/clusters': { body: [] },
    'GET /api/thoughts': { body: [THOUGHT] },
    'GET /api/thoughts/t1/comments': { body: [] },
  });
  renderApp('/thoughts');
  const card = await screen.findByRole('article');
  await userEvent.click(within(card).getByRole('button', { name: '0 comments' }));
  expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
});
