import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { forgetDeletedHere, markDeletedHere } from '../../../lib/deleted-here';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import type { Comment, Thought, User } from '../../../../schema/api';
import { AppProviders } from '../../../app';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, SIGNED_OUT } from '../../../test/render';
import { useSignIn } from '../../../lib/sign-in-context';
import { buildComment } from '../../../test/comment-factories';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { CommentsSection } from './comments-section';
import { leaderboardKeys, pointsKeys } from '../../../lib/query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in module state: clear them so one test's toasts never reach the next.
  toast.dismiss();
});

const THOUGHT: Thought = {
  id: 't1',
  content: 'Some days are heavier than others.',
  category: 'Anxiety',
  likes: 0,
  comments: 2,
  createdAt: '2026-06-01T00:00:00.000Z',
  imageUrl: null,
  tokensCost: 0,
  isAnonymous: true,
  isReported: false,
  hasLiked: false,
};

const VIEWER: User = {
  userId: 'viewer',
  walletAddress: 'ViewerWa11et1111111111111111111111111111',
  presentationName: 'Viewer',
  echoPoints: 0,
  isAdmin: false,
  adminRole: null,
};
const ADMIN: User = { ...VIEWER, userId: 'admin', isAdmin: true, adminRole: 'mod' };

const COMMENTS_PATH = 'GET /api/thoughts/t1/comments';
type Table = Parameters<typeof fakeServer>[0];

function SignInProbe() {
  return useSignIn().isOpen ? <p>sign-in is open</p> : null;
}

function renderSection(table: Table, client: QueryClient = createQueryClient()) {
  const fetchMock = fakeServer(table);
  render(
    <AppProviders client={client}>
      <CommentsSection thought={THOUGHT} />
      <SignInProbe />
    </AppProviders>,
  );
  return fetchMock;
}

function signedIn(user: User, comments: Comment[], extra: Table = {}): Table {
  return {
    'GET /api/auth/user': { body: { user } },
    [COMMENTS_PATH]: { body: comments },
    ...extra,
  };
}

function bodyOf(fetchMock: ReturnType<typeof fakeServer>, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input) === path && init?.method === 'POST',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

const commentItem = (name: string) => screen.findByRole('listitem', { name: `Comment by ${name}` });
/**
 * The thread's comments, by their names: a toast is a list item too, and the web tests share
 * modules, so one an earlier file raised may still be on the page.
 */
const COMMENT = { name: /^Comment by / };

test('lists comments oldest first with name, admin badge, relative time and points badge', async () => {
  renderSection({
    ...SIGNED_OUT,
    [COMMENTS_PATH]: {
      body: [
        buildComment({
          id: 'c1',
          user: { presentationName: 'First', isAdmin: true, adminRole: 'mod' },
          createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          helpfulCount: 2,
          funnyCount: 1,
        }),
        buildComment({
          id: 'c2',
          user: { presentationName: 'Second', isAdmin: true, adminRole: 'Community Lead' },
          createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
          isStaffPick: true,
        }),
      ],
    },
    'GET /api/echo/config': {
      body: {
        pointRules: {
          helpful_comment: 7,
          funny_comment: 3,
          staff_pick: 20,
          daily_login: 1,
          upvote_received: 2,
        },
      },
    },
  });
  const first = await commentItem('First');
  const items = screen.getAllByRole('listitem', COMMENT);
  expect(items[0]).toBe(first);
  expect(first).toHaveTextContent('Mod');
  expect(first).toHaveTextContent('3h ago');
  expect(await within(first).findByText('17 pts')).toBeInTheDocument();
  const second = await commentItem('Second');
  expect(second).toHaveTextContent('Community Lead');
  expect(second).toHaveTextContent('2m ago');
  expect(second).toHaveTextContent('Staff Pick');
  expect(second).toHaveTextContent('0 pts');
});

test('the points badge uses 10 and 5 when the config cannot be read', async () => {
  renderSection({
    ...SIGNED_OUT,
    [COMMENTS_PATH]: { body: [buildComment({ helpfulCount: 2, funnyCount: 1 })] },
    'GET /api/echo/config': { status: 500, body: { error: 'down' } },
  });
  const item = await commentItem('Author');
  expect(within(item).getByText('25 pts')).toBeInTheDocument();
});

test('an empty thread invites the first reply', async () => {
  renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [] } });
  expect(await screen.findByText('No comments yet. Be the first to reply.')).toBeInTheDocument();
});

test('signed out, an upvote prompts to connect a wallet and opens sign-in', async () => {
  const fetchMock = renderSection({
    ...SIGNED_OUT,
    [COMMENTS_PATH]: { body: [buildComment({ canUpvote: false })] },
  });
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: /^Helpful/ }));
  expect(await screen.findByText('Connect wallet to interact')).toBeInTheDocument();
  expect(screen.getByText('sign-in is open')).toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/echo/upvote-comment')).toBeUndefined();
});

test('signed out, posting a comment prompts to connect a wallet', async () => {
  const fetchMock = renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [] } });
  await userEvent.type(await screen.findByLabelText('Write a comment'), 'Hang in there');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByText('Connect wallet to interact')).toBeInTheDocument();
  expect(screen.getByText('sign-in is open')).toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/thoughts/t1/comments')).toBeUndefined();
});

test('your own comment cannot be upvoted', async () => {
  renderSection(signedIn(VIEWER, [buildComment({ userId: 'viewer', canUpvote: false })]));
  const item = await commentItem('Author');
  expect(within(item).getByRole('button', { name: /^Helpful/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(within(item).getByRole('button', { name: /^Funny/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a helpful upvote updates the counts, starts the cooldown and refreshes points', async () => {
  const client = createQueryClient();
  client.setQueryData(leaderboardKeys.all, { period: null, timeRemaining: 0, entries: [] });
  client.setQueryData(pointsKeys.userPoints('viewer'), { totalPoints: 0, periodPoints: 0 });
  // The thread is read again after the vote: the server then reports the vote and cooldown.
  let thread = [buildComment({ helpfulCount: 1 })];
  const fetchMock = renderSection(
    {
      ...signedIn(VIEWER, []),
      [COMMENTS_PATH]: () => ({ body: thread }),
      'POST /api/echo/upvote-comment': () => {
        thread = [
          buildComment({
            helpfulCount: 2,
            hasUpvotedHelpful: true,
            onCooldown: true,
            cooldownRemainingMs: 29_900,
          }),
        ];
        return { body: { newCounts: { helpful: 2, funny: 0 } } };
      },
    },
    client,
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: 'Helpful 1' }));

  expect(await within(item).findByRole('button', { name: 'Helpful 2' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(within(item).getByRole('button', { name: 'Funny 0' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(within(item).getByRole('timer')).toHaveTextContent(/Cooldown (30|29)s/);
  expect(within(item).getByText('20 pts')).toBeInTheDocument();
  // The pressed button keeps keyboard focus and the new count is announced.
  expect(within(item).getByRole('button', { name: 'Helpful 2' })).toHaveFocus();
  expect(within(item).getByRole('status')).toHaveTextContent('Marked as helpful. 2 helpful votes.');
  expect(bodyOf(fetchMock, '/api/echo/upvote-comment')).toEqual({
    commentId: 'c1',
    upvoteType: 'helpful',
  });
  expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(true);
  expect(client.getQueryState(pointsKeys.userPoints('viewer'))?.isInvalidated).toBe(true);
  // The thread itself is read again for the server's view.
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/comments')),
    ).toHaveLength(2),
  );
});

test("the server's refusal of your own comment reads 'Cannot upvote own comment'", async () => {
  renderSection(
    signedIn(VIEWER, [buildComment()], {
      'POST /api/echo/upvote-comment': {
        status: 403,
        body: { error: 'Cannot upvote own comment' },
      },
    }),
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: /^Funny/ }));
  expect(await screen.findByText('Cannot upvote own comment')).toBeInTheDocument();
  expect(screen.queryByText('Upvote failed')).not.toBeInTheDocument();
});

test("a failed upvote toasts 'Upvote failed' with the fallback reason", async () => {
  renderSection(
    signedIn(VIEWER, [buildComment()], {
      'POST /api/echo/upvote-comment': { status: 500, body: 'oops' },
    }),
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: /^Helpful/ }));
  expect(await screen.findByText('Upvote failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to upvote comment')).toBeInTheDocument();
});

test('an upvote refused as too soon resyncs the cooldown from the comment status', async () => {
  const fetchMock = renderSection(
    signedIn(VIEWER, [buildComment()], {
      'POST /api/echo/upvote-comment': { status: 429, body: { error: 'Too soon' } },
      'GET /api/echo/comment-status/c1': {
        body: {
          helpfulCount: 1,
          funnyCount: 0,
          hasUpvotedHelpful: true,
          hasUpvotedFunny: false,
          canUpvote: true,
          onCooldown: true,
          cooldownRemainingMs: 12_000,
        },
      },
    }),
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: /^Funny/ }));
  expect(await screen.findByText('Upvote failed')).toBeInTheDocument();
  expect(screen.getByText('Please wait 30 seconds and try again.')).toBeInTheDocument();
  expect(await within(item).findByRole('timer')).toHaveTextContent(/Cooldown (12|11)s/);
  expect(within(item).getByRole('button', { name: 'Helpful 1' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(
    fetchMock.mock.calls.some(([input]) => String(input) === '/api/echo/comment-status/c1'),
  ).toBe(true);
});

test('only admins see the Staff Pick button', async () => {
  renderSection(signedIn(VIEWER, [buildComment()]));
  const item = await commentItem('Author');
  expect(within(item).queryByRole('button', { name: 'Staff Pick' })).not.toBeInTheDocument();
});

test('admins see no Staff Pick button on their own comment or one already picked', async () => {
  renderSection(
    signedIn(ADMIN, [
      buildComment({
        id: 'mine',
        userId: 'admin',
        user: { presentationName: 'Mod', isAdmin: true, adminRole: 'mod' },
      }),
      buildComment({ id: 'picked', isStaffPick: true }),
    ]),
  );
  const mine = await commentItem('Mod');
  expect(within(mine).queryByRole('button', { name: 'Staff Pick' })).not.toBeInTheDocument();
  const picked = await commentItem('Author');
  expect(within(picked).queryByRole('button', { name: 'Staff Pick' })).not.toBeInTheDocument();
});

test('an admin awards a staff pick: the badge appears and points refresh', async () => {
  const client = createQueryClient();
  client.setQueryData(leaderboardKeys.all, { period: null, timeRemaining: 0, entries: [] });
  let thread = [buildComment({ id: 'c9', userId: 'author-9' })];
  const fetchMock = renderSection(
    {
      ...signedIn(ADMIN, []),
      [COMMENTS_PATH]: () => ({ body: thread }),
      'POST /api/echo/staff-pick': () => {
        thread = [buildComment({ id: 'c9', userId: 'author-9', isStaffPick: true })];
        return { body: { ok: true } };
      },
    },
    client,
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: 'Staff Pick' }));
  expect(await within(item).findByText(/Staff Pick$/, { selector: 'span' })).toBeInTheDocument();
  expect(within(item).queryByRole('button', { name: 'Staff Pick' })).not.toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/echo/staff-pick')).toEqual({
    commentId: 'c9',
    userId: 'author-9',
  });
  expect(client.getQueryState(leaderboardKeys.all)?.isInvalidated).toBe(true);
});

test("a staff pick refused as already made toasts 'Staff pick failed' saying so", async () => {
  renderSection(
    signedIn(ADMIN, [buildComment()], {
      'POST /api/echo/staff-pick': { status: 409, body: { error: 'Already picked' } },
    }),
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: 'Staff Pick' }));
  expect(await screen.findByText('Staff pick failed')).toBeInTheDocument();
  expect(screen.getByText('This comment is already a staff pick.')).toBeInTheDocument();
});

test("an unexplained staff pick failure falls back to 'Failed to award staff pick'", async () => {
  renderSection(
    signedIn(ADMIN, [buildComment()], {
      'POST /api/echo/staff-pick': { status: 500, body: '' },
    }),
  );
  const item = await commentItem('Author');
  await userEvent.click(within(item).getByRole('button', { name: 'Staff Pick' }));
  expect(await screen.findByText('Failed to award staff pick')).toBeInTheDocument();
});

test("a comment under 5 characters toasts 'Comment too short' and is not sent", async () => {
  const fetchMock = renderSection(signedIn(VIEWER, []));
  await userEvent.type(await screen.findByLabelText('Write a comment'), '  abcd  ');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByText('Comment too short')).toBeInTheDocument();
  expect(screen.getByText('Please write at least 5 characters.')).toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/thoughts/t1/comments')).toBeUndefined();
});

test("a comment over 500 characters toasts 'Comment too long' and is not sent", async () => {
  const fetchMock = renderSection(signedIn(VIEWER, []));
  const input = await screen.findByLabelText('Write a comment');
  await userEvent.click(input);
  await userEvent.paste('x'.repeat(501));
  expect(screen.getByText('501/500')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByText('Comment too long')).toBeInTheDocument();
  expect(screen.getByText('Please keep comments under 500 characters.')).toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/thoughts/t1/comments')).toBeUndefined();
});

test('a posted comment is trimmed, appears at the end and clears the form', async () => {
  const posted = buildComment({
    id: 'new',
    content: 'Sending you strength',
    userId: 'viewer',
    user: { presentationName: 'Viewer', isAdmin: false, adminRole: null },
    createdAt: new Date().toISOString(),
  });
  let thread = [buildComment()];
  const fetchMock = renderSection({
    ...signedIn(VIEWER, []),
    [COMMENTS_PATH]: () => ({ body: thread }),
    'POST /api/thoughts/t1/comments': () => {
      thread = [...thread, posted];
      return { status: 201, body: posted };
    },
  });
  const input = await screen.findByLabelText('Write a comment');
  await userEvent.type(input, '  Sending you strength  ');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  const mine = await commentItem('Viewer');
  expect(screen.getAllByRole('listitem', COMMENT).at(-1)).toBe(mine);
  expect(mine).toHaveTextContent('just now');
  expect(input).toHaveValue('');
  expect(bodyOf(fetchMock, '/api/thoughts/t1/comments')).toEqual({
    thoughtId: 't1',
    content: 'Sending you strength',
  });
});

const HELP = { name: 'Need to talk to someone now?' };

test('a comment the server reads as a crisis shows the crisis-support box under the form', async () => {
  const posted = buildComment({ id: 'mine', userId: 'viewer', content: 'I want to end it all' });
  renderSection(
    signedIn(VIEWER, [], {
      'POST /api/thoughts/t1/comments': { status: 201, body: { ...posted, crisis: true } },
    }),
  );
  expect(screen.queryByRole('complementary', HELP)).not.toBeInTheDocument();
  await userEvent.type(await screen.findByLabelText('Write a comment'), 'I want to end it all');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  const box = await screen.findByRole('complementary', HELP);
  // The lines are the visitor's country's (docs/decisions/023); the directory is always there.
  expect(await within(box).findByRole('link', { name: 'Find a helpline near you' })).toBeVisible();
  expect(within(box).queryByRole('status')).not.toBeInTheDocument();
});

test('an ordinary comment shows no crisis-support box', async () => {
  const posted = buildComment({ id: 'mine', userId: 'viewer', content: 'Sending a hug' });
  renderSection(
    signedIn(VIEWER, [], {
      'POST /api/thoughts/t1/comments': { status: 201, body: { ...posted, crisis: false } },
    }),
  );
  const input = await screen.findByLabelText('Write a comment');
  await userEvent.type(input, 'Sending a hug');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  await waitFor(() => expect(input).toHaveValue(''));
  expect(screen.queryByRole('complementary', HELP)).not.toBeInTheDocument();
});

test('a held comment is not listed and the poster is told a moderator will look at it', async () => {
  const fetchMock = renderSection(
    signedIn(VIEWER, [], {
      'POST /api/thoughts/t1/comments': { status: 202, body: { held: true, crisis: true } },
    }),
  );
  const input = await screen.findByLabelText('Write a comment');
  await userEvent.type(input, 'kill my dad then myself');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  const box = await screen.findByRole('complementary', HELP);
  expect(within(box).getByRole('status')).toHaveTextContent('A moderator will look at your post.');
  expect(input).toHaveValue('');
  expect(screen.queryByRole('listitem', COMMENT)).not.toBeInTheDocument();
  expect(bodyOf(fetchMock, '/api/thoughts/t1/comments')).toEqual({
    thoughtId: 't1',
    content: 'kill my dad then myself',
  });
});

test("a refused comment toasts 'Failed to post comment' with what its status means", async () => {
  renderSection(
    signedIn(VIEWER, [], {
      'POST /api/thoughts/t1/comments': {
        status: 429,
        body: { error: 'Please wait before commenting again' },
      },
    }),
  );
  const input = await screen.findByLabelText('Write a comment');
  await userEvent.type(input, 'Thinking of you');
  await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
  expect(screen.getByText('Please wait 30 seconds and try again.')).toBeInTheDocument();
  expect(input).toHaveValue('Thinking of you');
});

test('the submit button is disabled while the comment is blank', async () => {
  renderSection(signedIn(VIEWER, []));
  await userEvent.type(await screen.findByLabelText('Write a comment'), '   ');
  expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
});

test('Report sends the report once and the button turns into a disabled Reported', async () => {
  const comment = buildComment({ id: 'c-report', userId: 'someone-else' });
  const fetchMock = renderSection({
    'GET /api/auth/user': { body: { user: VIEWER } },
    [COMMENTS_PATH]: { body: [comment] },
    'PATCH /api/comments/c-report/report': { body: { isReported: true } },
  });
  const item = await screen.findByRole('listitem', { name: 'Comment by Author' });
  await userEvent.click(within(item).getByRole('button', { name: 'Report' }));
  const reported = await within(item).findByRole('button', { name: 'Reported' });
  expect(reported).toBeDisabled();
  const reports = fetchMock.mock.calls.filter(
    ([url]) => String(url) === '/api/comments/c-report/report',
  );
  expect(reports).toHaveLength(1);
  expect(reports[0]?.[1]).toMatchObject({ method: 'PATCH' });
});

test('a comment the viewer reported earlier shows Reported, and their own has no Report button', async () => {
  renderSection({
    'GET /api/auth/user': { body: { user: VIEWER } },
    [COMMENTS_PATH]: {
      body: [
        buildComment({ id: 'c-old', userId: 'someone-else', isReported: true }),
        buildComment({
          id: 'c-own',
          userId: VIEWER.userId,
          user: { ...buildComment().user, presentationName: 'Viewer' },
        }),
      ],
    },
  });
  const reported = await screen.findByRole('listitem', { name: 'Comment by Author' });
  expect(within(reported).getByRole('button', { name: 'Reported' })).toBeDisabled();
  const own = screen.getByRole('listitem', { name: 'Comment by Viewer' });
  expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
});

test('signed out, Report prompts to connect a wallet and sends nothing', async () => {
  const fetchMock = renderSection({
    ...SIGNED_OUT,
    [COMMENTS_PATH]: { body: [buildComment({ id: 'c-anon' })] },
  });
  const item = await screen.findByRole('listitem', { name: 'Comment by Author' });
  await userEvent.click(within(item).getByRole('button', { name: 'Report' }));
  expect(await screen.findByText('sign-in is open')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/report'))).toBe(false);
});

test('only your own comment has Delete; confirming deletes it for everyone and refetches', async () => {
  let gone = false;
  const mine = buildComment({
    id: 'c-mine',
    userId: VIEWER.userId,
    user: { presentationName: 'Viewer', isAdmin: false, adminRole: null },
  });
  const theirs = buildComment({ id: 'c-theirs' });
  const fetchMock = renderSection({
    'GET /api/auth/user': { body: { user: VIEWER } },
    [COMMENTS_PATH]: () => ({ body: gone ? [theirs] : [mine, theirs] }),
    'DELETE /api/comments/c-mine': () => {
      gone = true;
      return { status: 204, body: null };
    },
  });
  const other = await commentItem('Author');
  expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  const own = await commentItem('Viewer');
  await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
  expect(
    within(own).getByRole('group', { name: 'Delete your comment for everyone?' }),
  ).toBeInTheDocument();
  await userEvent.click(within(own).getByRole('button', { name: 'Delete comment' }));
  expect(await screen.findByText('Your comment was deleted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Comment by Viewer' })).not.toBeInTheDocument(),
  );
  expect(
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => input),
  ).toEqual(['/api/comments/c-mine']);
});

test('a long thread shows 50 comments at a time, with Show more comments until all are shown', async () => {
  const thread = Array.from({ length: 120 }, (_, i) =>
    buildComment({
      id: `c${i}`,
      user: { presentationName: `Reader ${i}`, isAdmin: false, adminRole: null },
    }),
  );
  renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: thread } });
  await commentItem('Reader 0');
  expect(screen.getAllByRole('listitem', { name: /^Comment by / })).toHaveLength(50);
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
  expect(screen.getAllByRole('listitem', { name: /^Comment by / })).toHaveLength(100);
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
  expect(screen.getAllByRole('listitem', { name: /^Comment by / })).toHaveLength(120);
  expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
});

// ── live events while the thread is open (docs/decisions/024) ─────────────────────────────────

const liveRegion = () =>
  screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite');

const cara = buildComment({
  id: 'c-live',
  content: 'Just posted from another tab',
  userId: 'cara',
  user: { presentationName: 'Cara', isAdmin: false, adminRole: null },
  canUpvote: false,
});

test("an open thread listens to its room: someone's new comment appears, upvotable, and is announced", async () => {
  const fetchMock = renderSection(signedIn(VIEWER, [buildComment()]));
  await commentItem('Author');
  const socket = FakeWebSocket.latest();
  expect(socket.url).toBe('ws://localhost:3000/api/thoughts/t1/live');
  act(() => {
    socket.accept();
    socket.deliver({ type: 'comment.created', comment: cara });
    socket.deliver({ type: 'thought.counts', thoughtId: 't1', likes: 0, comments: 2 });
  });

  const item = await commentItem('Cara');
  expect(item).toHaveTextContent('Just posted from another tab');
  expect(within(item).getByRole('button', { name: 'Helpful 0' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  expect(liveRegion()).toHaveTextContent('New comment from Cara');
  expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
  // Applied from the event: the thread was read once, when it opened.
  expect(
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/comments')),
  ).toHaveLength(1);
  expect(socket.sent).toEqual([]);
});

test('a second live comment from the same person is announced too: the region says it anew', async () => {
  renderSection(signedIn(VIEWER, [buildComment()]));
  await commentItem('Author');
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.accept();
    socket.deliver({ type: 'comment.created', comment: cara });
  });
  await commentItem('Cara');
  const first = liveRegion()?.firstChild;
  expect(first).toHaveTextContent('New comment from Cara');
  act(() =>
    socket.deliver({
      type: 'comment.created',
      comment: { ...cara, id: 'c-live-2', content: 'And one more thing' },
    }),
  );
  expect(await screen.findByText('And one more thing')).toBeInTheDocument();
  // The same words, in a new node: screen readers hear an addition, not an unchanged text.
  expect(liveRegion()?.firstChild).toHaveTextContent('New comment from Cara');
  expect(liveRegion()?.firstChild).not.toBe(first);
});

test('your own comment arriving from the room (another tab) is listed but not announced', async () => {
  renderSection(signedIn(VIEWER, []));
  await screen.findByText('No comments yet. Be the first to reply.');
  act(() =>
    FakeWebSocket.latest().deliver({
      type: 'comment.created',
      comment: { ...cara, userId: 'viewer', user: { ...cara.user, presentationName: 'Viewer' } },
    }),
  );
  const item = await commentItem('Viewer');
  expect(within(item).getByRole('button', { name: 'Helpful 0' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(liveRegion()).toHaveTextContent('');
});

test('upvote counts and removals from the room update the thread in place', async () => {
  renderSection(
    signedIn(VIEWER, [
      buildComment({ id: 'c1', helpfulCount: 1, hasUpvotedHelpful: true }),
      buildComment({
        id: 'c2',
        user: { presentationName: 'Second', isAdmin: false, adminRole: null },
      }),
    ]),
  );
  const first = await commentItem('Author');
  act(() => {
    FakeWebSocket.latest().deliver({
      type: 'comment.counts',
      commentId: 'c1',
      helpfulCount: 3,
      funnyCount: 1,
    });
    FakeWebSocket.latest().deliver({ type: 'comment.removed', commentId: 'c2' });
  });
  // The viewer's own helpful vote still shows as theirs.
  expect(await within(first).findByRole('button', { name: 'Helpful 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(first).getByRole('button', { name: 'Funny 1' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Comment by Second' })).not.toBeInTheDocument(),
  );
});

test('a removed thought closes its thread with a note, and the socket is not reopened', async () => {
  renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [buildComment()] } });
  await commentItem('Author');
  const socket = FakeWebSocket.latest();
  act(() => socket.deliver({ type: 'thought.removed', thoughtId: 't1' }));
  const section = screen.getByRole('region', { name: 'Comments' });
  expect(await within(section).findByText('This thought was removed.')).toBeInTheDocument();
  // Said by a toast too: on the Community screen the card leaves the list, thread and all.
  expect(await screen.findAllByText('This thought was removed.')).toHaveLength(2);
  expect(screen.queryByRole('listitem', { name: 'Comment by Author' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Write a comment')).not.toBeInTheDocument();
  expect(socket.closedByClient).toBe(1000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
});

test('a thought the person deleted in this tab closes its thread with the note but no second toast', async () => {
  markDeletedHere('t1');
  try {
    renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [buildComment()] } });
    await commentItem('Author');
    act(() => FakeWebSocket.latest().deliver({ type: 'thought.removed', thoughtId: 't1' }));
    const section = screen.getByRole('region', { name: 'Comments' });
    expect(await within(section).findByText('This thought was removed.')).toBeInTheDocument();
    // The toast would have come with the note (the test above): give it the same chance.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('This thought was removed.')).toHaveLength(1);
  } finally {
    forgetDeletedHere('t1');
  }
});

test('after the socket drops and reopens, the thread is read again once', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const fetchMock = renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [buildComment()] } });
    await commentItem('Author');
    act(() => {
      FakeWebSocket.latest().accept();
      FakeWebSocket.latest().drop(1006);
    });
    act(() => vi.advanceTimersByTime(1_200));
    expect(FakeWebSocket.sockets).toHaveLength(2);
    act(() => FakeWebSocket.latest().accept());
    const reads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/comments')).length;
    await waitFor(() => expect(reads()).toBe(2));
  } finally {
    vi.useRealTimers();
  }
});

test('collapsing the thread closes its socket', async () => {
  renderSection({ ...SIGNED_OUT, [COMMENTS_PATH]: { body: [] } });
  await screen.findByText('No comments yet. Be the first to reply.');
  const socket = FakeWebSocket.latest();
  cleanup();
  expect(socket.closedByClient).toBe(1000);
});
