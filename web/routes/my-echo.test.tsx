import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import type { JoinedThread, MyThought } from '../../schema/api';
import { buildThought, buildUser } from '../test/factories';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const USER = buildUser({ userId: 'me', presentationName: 'Quiet River' });
const SIGNED_IN = {
  'GET /api/auth/user': { body: { user: USER } },
  // What My Echo asks for on opening, besides the person's thoughts.
  'GET /api/me/threads': { body: [] },
  'POST /api/me/opened': { body: { ok: true } },
};

function myThought(overrides: Partial<MyThought> = {}): MyThought {
  return { ...buildThought(), status: 'visible', crisis: false, newComments: 0, ...overrides };
}

function calls(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
}

test('signed out, My Echo asks to connect and the navigation has no My Echo link', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/me');
  expect(
    await screen.findByRole('heading', { name: 'Connect to see your thoughts' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Connect Wallet', hidden: false })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /My Echo/ })).not.toBeInTheDocument();
});

test('with no thoughts yet, it says so and points to the Community screen', async () => {
  fakeServer({ ...SIGNED_IN, 'GET /api/me/thoughts': { body: [] } });
  renderApp('/me');
  expect(await screen.findByText(/You have not shared a thought yet\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Visit the Community' })).toHaveAttribute(
    'href',
    '/thoughts',
  );
});

test('each thought shows its status, what it means, the crisis box and its new replies', async () => {
  fakeServer({
    ...SIGNED_IN,
    'GET /api/me/thoughts': {
      body: [
        myThought({ id: 'a', content: 'Shared and answered', comments: 3, newComments: 2 }),
        myThought({ id: 'b', content: 'Held one', status: 'held', crisis: true }),
        myThought({ id: 'c', content: 'Removed one', status: 'removed' }),
        myThought({ id: 'd', content: 'Reported one', status: 'hidden' }),
      ],
    },
  });
  renderApp('/me');
  const [visible, held, removed, hidden] = await screen.findAllByRole('article');
  expect(within(visible!).getByText('Public')).toBeInTheDocument();
  expect(within(visible!).getByText('2 new')).toBeInTheDocument();
  expect(within(visible!).getByRole('button', { name: '3 replies' })).toBeInTheDocument();
  expect(within(held!).getByText('Waiting for a moderator')).toBeInTheDocument();
  expect(within(held!).getByText(/A moderator will look at your post\./)).toBeInTheDocument();
  expect(
    within(held!).getByRole('complementary', { name: 'Need to talk to someone now?' }),
  ).toBeInTheDocument();
  expect(within(removed!).getByText(/A moderator removed this thought/)).toBeInTheDocument();
  expect(within(removed!).queryByRole('complementary')).not.toBeInTheDocument();
  expect(within(hidden!).getByText(/Some people reported this thought/)).toBeInTheDocument();
  // The dot on the navigation: this thought has replies its author has not seen.
  expect(await screen.findAllByRole('link', { name: 'My Echo, new replies' })).not.toHaveLength(0);
});

test('opening a thought with new replies marks them seen and shows its comments', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'GET /api/me/thoughts': { body: [myThought({ id: 'a', comments: 1, newComments: 1 })] },
    'POST /api/me/thoughts/a/seen': { body: { ok: true } },
    'GET /api/thoughts/a/comments': { body: [] },
  });
  renderApp('/me');
  const card = await screen.findByRole('article');
  await userEvent.click(within(card).getByRole('button', { name: '1 reply' }));
  expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
  await waitFor(() => expect(calls(fetchMock, 'POST', '/api/me/thoughts/a/seen')).toHaveLength(1));
});

test('opening a thought without new replies does not call seen', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'GET /api/me/thoughts': { body: [myThought({ id: 'a', comments: 1 })] },
    'GET /api/thoughts/a/comments': { body: [] },
  });
  renderApp('/me');
  const card = await screen.findByRole('article');
  await userEvent.click(within(card).getByRole('button', { name: '1 reply' }));
  expect(await screen.findByRole('region', { name: 'Comments' })).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/api/me/thoughts/a/seen')).toHaveLength(0);
});

test('Delete asks first; Cancel keeps the thought, confirming deletes it', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'GET /api/me/thoughts': { body: [myThought({ id: 'a' })] },
    'DELETE /api/thoughts/a': { status: 204, body: null },
  });
  renderApp('/me');
  const card = await screen.findByRole('article');
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
  expect(calls(fetchMock, 'DELETE', '/api/thoughts/a')).toHaveLength(0);

  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  expect(
    within(card).getByRole('group', { name: 'Delete this thought and its replies for good?' }),
  ).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Delete thought' }));
  expect(await screen.findByText('Your thought was deleted')).toBeInTheDocument();
  expect(calls(fetchMock, 'DELETE', '/api/thoughts/a')).toHaveLength(1);
});

test('account deletion waits for the exact name, then deletes and signs out', async () => {
  let deleted = false;
  const fetchMock = fakeServer({
    'GET /api/auth/user': () =>
      deleted ? { status: 401, body: { error: 'Not signed in' } } : { body: { user: USER } },
    'GET /api/me/thoughts': { body: [] },
    'DELETE /api/auth/account': () => {
      deleted = true;
      return { status: 204, body: null };
    },
    'POST /api/auth/logout': { body: { ok: true } },
  });
  renderApp('/me');
  const button = await screen.findByRole('button', { name: 'Delete my account' });
  const input = screen.getByRole('textbox', { name: /Type your name/ });
  await userEvent.type(input, 'quiet river');
  expect(button).toBeDisabled();
  await userEvent.clear(input);
  await userEvent.type(input, 'Quiet River');
  expect(button).toBeEnabled();
  await userEvent.click(button);

  expect(await screen.findByText(/Your account was deleted/)).toBeInTheDocument();
  const [call] = calls(fetchMock, 'DELETE', '/api/auth/account');
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({ confirm: 'Quiet River' });
  expect(await screen.findByRole('button', { name: /Connect/ })).toBeInTheDocument();
});

function joinedThread(overrides: Partial<JoinedThread> = {}): JoinedThread {
  return {
    thought: buildThought({ id: 'j1', content: 'Someone else shared this', comments: 3 }),
    newComments: 2,
    lastReplyAt: new Date().toISOString(),
    ...overrides,
  };
}

test('opening My Echo tells the server once, so threads may notify again', async () => {
  const fetchMock = fakeServer({ ...SIGNED_IN, 'GET /api/me/thoughts': { body: [] } });
  renderApp('/me');
  expect(await screen.findByText(/You have not shared a thought yet\./)).toBeInTheDocument();
  await waitFor(() => expect(calls(fetchMock, 'POST', '/api/me/opened')).toHaveLength(1));
  expect(await screen.findByText('No new replies in the threads you commented in.')).toBeVisible();
  expect(calls(fetchMock, 'POST', '/api/me/opened')).toHaveLength(1);
});

test('threads the person joined list their new replies; opening one shows its comments and marks it seen', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'GET /api/me/thoughts': { body: [] },
    'GET /api/me/threads': { body: [joinedThread()] },
    'POST /api/me/threads/j1/seen': { body: { ok: true } },
    'GET /api/thoughts/j1/comments': { body: [] },
  });
  renderApp('/me');
  const section = await screen.findByRole('region', { name: 'New replies in threads you joined' });
  const thread = await within(section).findByRole('article', { name: 'Thread in Work' });
  expect(within(thread).getByText('Someone else shared this')).toBeInTheDocument();
  expect(within(thread).getByText('2 new replies')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/api/me/threads/j1/seen')).toHaveLength(0);

  const open = within(thread).getByRole('button', { name: 'Read the replies' });
  await userEvent.click(open);
  expect(await within(thread).findByRole('region', { name: 'Comments' })).toBeInTheDocument();
  expect(open).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(calls(fetchMock, 'POST', '/api/me/threads/j1/seen')).toHaveLength(1));
  // Seen: the marker goes, the thread stays open to be read.
  await waitFor(() => expect(within(thread).queryByText('2 new replies')).not.toBeInTheDocument());
  expect(within(thread).getByRole('region', { name: 'Comments' })).toBeInTheDocument();
});

test('a suspended person still sees the threads they joined and the notification setting', async () => {
  const suspended = buildUser({ userId: 'me', suspendedUntil: '2031-01-01T00:00:00.000Z' });
  fakeServer({
    ...SIGNED_IN,
    'GET /api/auth/user': { body: { user: suspended } },
    'GET /api/me/thoughts': { body: [] },
    'GET /api/me/threads': { body: [joinedThread()] },
  });
  renderApp('/me');
  expect(await screen.findByRole('article', { name: 'Thread in Work' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Reply notifications' })).toBeInTheDocument();
});
