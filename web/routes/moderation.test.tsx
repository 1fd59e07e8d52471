import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { AuditEntry, ModQueueItem, Payout } from '../../schema/api';
import { fakeServer, renderApp, SIGNED_OUT } from '../test/render';
import { buildUser } from '../test/factories';

const TX =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

afterEach(() => vi.unstubAllGlobals());

const ITEM: ModQueueItem = {
  kind: 'thought',
  id: 'th-1',
  content: 'Something hurtful that was reported',
  category: 'Work',
  imageUrl: '/api/images/abcdefabcdefabcdef',
  createdAt: '2026-11-20T10:00:00.000Z',
  reason: 'reports',
  urgent: false,
  language: 'en',
  reports: [
    { reason: 'bullying', createdAt: '2026-11-20T11:00:00.000Z' },
    { reason: null, createdAt: '2026-11-20T12:00:00.000Z' },
  ],
  flags: { crisis: true, threat: false },
  authorRef: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
};

const PAYOUT: Payout = {
  id: 'p-1',
  periodNumber: 7,
  rank: 1,
  rewardUsd: 25,
  points: 100,
  status: 'approved',
  presentationName: 'Winner One',
  walletAddress: 'WinnerWallet1111111111111111111111111111111',
  signals: {
    distinctVoters: 2,
    topVoterShare: 0.8,
    newAccountVoterShare: 0.1,
    loyalVoterShare: 0.6,
    voterAgeDays: { p10: 1.5, p50: 40, p90: 300 },
    staffPickPoints: 20,
  },
  note: null,
  txSignature: null,
  decidedAt: '2026-11-21T10:00:00.000Z',
};

function entry(n: number): AuditEntry {
  return {
    id: `e-${n}`,
    at: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(),
    actor: 'Quiet Mod',
    action: 'remove_comment',
    target: `comment:c-${n}`,
    note: n === 0 ? 'spam' : null,
  };
}

function staff(role: string) {
  return {
    'GET /api/auth/user': { body: { user: buildUser({ isAdmin: true, adminRole: role }) } },
  };
}

test('signed out, /moderation is the 404 page and the nav has no Moderation link', async () => {
  fakeServer(SIGNED_OUT);
  renderApp('/moderation');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
});

test('an urgent worried-about item leads with its badges, language and age; its button keeps it up', async () => {
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': {
      body: {
        items: [
          {
            ...ITEM,
            id: 'th-2',
            reason: 'worried',
            urgent: true,
            language: 'ja',
            reports: [],
            content: 'もう全部終わりにしたい',
            createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
          },
        ],
      },
    },
    'POST /api/mod/thoughts/th-2': { body: { ok: true } },
  });
  renderApp('/moderation');
  const item = await screen.findByRole('article', { name: 'Queued thought' });
  expect(within(item).getByText('Urgent')).toBeInTheDocument();
  expect(within(item).getByText('A reader is worried about its author')).toBeInTheDocument();
  // Read as "Language: Japanese," with a pause after each badge, not one run of words.
  expect(within(item).getByText('Japanese').textContent).toBe('Language: Japanese, ');
  expect(within(item).getByText('Urgent').textContent).toBe('Urgent, ');
  expect(within(item).getByText('3h ago')).toBeInTheDocument();
  await userEvent.click(within(item).getByRole('button', { name: 'Keep it up' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/mod/thoughts/th-2',
      expect.objectContaining({ body: JSON.stringify({ action: 'restore' }) }),
    ),
  );
});

test('a signed-in non-staff user gets the 404 page too', async () => {
  const fetchMock = fakeServer({ 'GET /api/auth/user': { body: { user: buildUser() } } });
  renderApp('/moderation');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/mod/'))).toBe(false);
});

test('staff see the nav link and the queue with reports, flags and image; Restore posts', async () => {
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [ITEM] } },
    'POST /api/mod/thoughts/th-1': { body: { ok: true } },
  });
  renderApp('/moderation');
  const item = await screen.findByRole('article', { name: 'Queued thought' });
  expect(screen.getAllByRole('link', { name: 'Moderation' }).length).toBeGreaterThan(0);
  expect(within(item).getByText(ITEM.content)).toBeInTheDocument();
  expect(within(item).getByText('Hidden by 2 reports')).toBeInTheDocument();
  expect(within(item).getByText('Crisis')).toBeInTheDocument();
  expect(within(item).getByText('bullying', { exact: false })).toBeInTheDocument();
  expect(within(item).getByText('No reason given', { exact: false })).toBeInTheDocument();
  expect(within(item).getByRole('img')).toHaveAttribute('src', ITEM.imageUrl);
  await userEvent.click(within(item).getByRole('button', { name: 'Restore' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/mod/thoughts/th-1',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ action: 'restore' }) }),
    ),
  );
});

test('the queue lists look-alike names from before they were refused, and nothing when there are none', async () => {
  fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [] } },
    'GET /api/mod/look-alike-names': {
      body: { groups: [{ skeleton: 'xena', names: ['Xena', '\u0425ena'] }] },
    },
  });
  renderApp('/moderation');
  const section = await screen.findByRole('region', { name: 'Look-alike names' });
  expect(within(section).getByText('Xena · \u0425ena')).toBeInTheDocument();
  // Headings in order for someone moving by them: the console, the tab's panel, its parts.
  const levels = screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName} ${heading.textContent}`);
  expect(levels).toEqual(['H1 Moderation', 'H2 Queue', 'H3 Look-alike names']);
});

test('Remove asks for confirmation before it sends anything', async () => {
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [ITEM] } },
    'POST /api/mod/thoughts/th-1': { body: { ok: true } },
  });
  renderApp('/moderation');
  const item = await screen.findByRole('article', { name: 'Queued thought' });
  await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove this thought for good?' });
  const removals = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/mod/thoughts/th-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(removals()).toHaveLength(0);
  await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
  const again = await screen.findByRole('alertdialog');
  await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(removals()).toHaveLength(1));
  expect(removals()[0]?.[1]?.body).toBe(JSON.stringify({ action: 'remove' }));
});

test('Suspend author sends the chosen duration and reason by authorRef', async () => {
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [ITEM] } },
    [`POST /api/mod/authors/${ITEM.authorRef}/suspend`]: {
      body: { suspendedUntil: '2026-11-30T00:00:00.000Z' },
    },
  });
  renderApp('/moderation');
  const item = await screen.findByRole('article', { name: 'Queued thought' });
  await userEvent.click(within(item).getByRole('button', { name: 'Suspend author' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend this author?' });
  const submit = within(dialog).getByRole('button', { name: 'Suspend' });
  // Without a reason, Suspend says what is missing and goes back to the field; nothing is sent.
  await userEvent.click(submit);
  const reason = within(dialog).getByLabelText('Reason');
  expect(reason).toHaveFocus();
  expect(reason).toHaveAccessibleDescription('Write a reason first: it goes in the audit log.');
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/suspend'))).toBe(false);
  await userEvent.selectOptions(within(dialog).getByLabelText('Duration'), '1 week');
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Repeated bullying');
  await userEvent.click(submit);
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/mod/authors/${ITEM.authorRef}/suspend`,
      expect.objectContaining({
        body: JSON.stringify({ hours: 168, reason: 'Repeated bullying' }),
      }),
    ),
  );
});

test('a mod is told payouts are for admin and dev, and never asks for them', async () => {
  const fetchMock = fakeServer({ ...staff('mod'), 'GET /api/mod/queue': { body: { items: [] } } });
  renderApp('/moderation');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
  expect(await screen.findByText('Only admin and dev roles review and pay prizes.')).toBeVisible();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/mod/payouts'))).toBe(
    false,
  );
});

test('payouts show the signals, flag a dominant voter and a loyal ring, and check the signature before sending', async () => {
  const paid = { ...PAYOUT, status: 'paid' as const, txSignature: TX };
  const fetchMock = fakeServer({
    ...staff('admin'),
    'GET /api/mod/queue': { body: { items: [] } },
    'GET /api/mod/payouts': { body: { payouts: [PAYOUT] } },
    'POST /api/mod/payouts/p-1': { body: paid },
  });
  renderApp('/moderation');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
  const card = await screen.findByRole('article', { name: 'Payout to Winner One' });
  expect(within(card).getByText('80%')).toBeInTheDocument();
  expect(within(card).getByText('60%')).toBeInTheDocument();
  expect(within(card).getByText('1.5 d / 40 d / 300 d')).toBeInTheDocument();
  // Two voters, one of them behind 80% of the points, and 60% from loyal voters: all flagged.
  expect(within(card).getAllByText('(worth a closer look)', { exact: false })).toHaveLength(3);
  expect(
    within(card).getByRole('img', {
      name: 'Comment votes & daily: 80 points, Staff picks: 20 points',
    }),
  ).toBeInTheDocument();
  // Said once, by the bar: the legend beside it is for the eye, and names no figure.
  expect(within(card).queryByRole('figure')).not.toBeInTheDocument();
  expect(
    within(card).getByText('Comment votes & daily 80').closest('[aria-hidden="true"]'),
  ).not.toBeNull();

  const input = within(card).getByLabelText('Transaction signature');
  await userEvent.type(input, 'not-a-signature');
  await userEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
  expect(within(card).getByText(/not a Solana transaction signature/)).toBeVisible();
  const decisions = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/mod/payouts/p-1');
  expect(decisions()).toHaveLength(0);

  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(TX);
  await userEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
  const link = await within(card).findByRole('link', {
    name: 'View transaction on Solana Explorer',
  });
  expect(link).toHaveAttribute('href', `https://explorer.solana.com/tx/${TX}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/mod/payouts/p-1',
    expect.objectContaining({ body: JSON.stringify({ action: 'mark_paid', txSignature: TX }) }),
  );
});

test('the audit log pages back in time with the oldest entry as the cursor', async () => {
  const firstPage = Array.from({ length: 25 }, (_, i) => entry(100 - i));
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [] } },
    'GET /api/mod/audit': (init) => ({ body: { entries: init ? firstPage : [] } }),
  });
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') {
      return Response.json({ user: buildUser({ isAdmin: true, adminRole: 'mod' }) });
    }
    if (url.pathname === '/api/mod/audit') {
      const before = url.searchParams.get('before');
      return Response.json({ entries: before === null ? firstPage : [entry(0)] });
    }
    if (url.pathname === '/api/mod/queue') return Response.json({ items: [] });
    return Response.json({ awarded: false, points: 0 });
  });
  renderApp('/moderation');
  await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
  const table = await screen.findByRole('table', { name: 'Audit log' });
  expect(within(table).getAllByText('Removed a comment')).toHaveLength(25);
  await userEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
  expect(await within(table).findByText('spam')).toBeInTheDocument();
  expect(
    fetchMock.mock.calls.some(([url]) => String(url).includes(`before=${firstPage[24]?.id}`)),
  ).toBe(true);
  expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
});

test('a suspended user sees a banner with the end time instead of the posting form', async () => {
  const until = new Date(Date.now() + 48 * 3600_000).toISOString();
  fakeServer({
    'GET /api/auth/user': { body: { user: buildUser({ suspendedUntil: until }) } },
    'GET /api/clusters': { body: [] },
    'GET /api/thoughts': { body: [] },
  });
  renderApp('/thoughts');
  // The Community screen is a lazy chunk: allow for its load on a busy machine.
  const loaded = { timeout: 10_000 };
  expect(await screen.findByText(/Your account is suspended until/, {}, loaded)).toHaveTextContent(
    `Your account is suspended until ${new Date(until).toLocaleString()}.`,
  );
  expect(await screen.findByText(/Posting is paused for your account/, {}, loaded)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Post Thought' })).not.toBeInTheDocument();
});

test('the audit log offers to lift only the suspensions that still run', async () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const suspension = (id: string, ref: string, at: string, hours: number): AuditEntry => ({
    id,
    at,
    actor: 'Quiet Mod',
    action: 'suspend_author',
    target: `author:${ref}`,
    note: `${hours} h: ${id}`,
  });
  // Newest first, as the log answers: a running one; one lifted since; one over; one renewed.
  const entries: AuditEntry[] = [
    suspension('running', 'aaa', hoursAgo(1), 24),
    { ...suspension('lift', 'bbb', hoursAgo(2), 0), action: 'lift_suspension', note: null },
    suspension('lifted', 'bbb', hoursAgo(3), 24),
    suspension('over', 'ccc', hoursAgo(5), 1),
    suspension('renewed', 'ddd', hoursAgo(6), 168),
    suspension('superseded', 'ddd', hoursAgo(7), 24),
  ];
  const fetchMock = fakeServer({
    ...staff('mod'),
    'GET /api/mod/queue': { body: { items: [] } },
    'GET /api/mod/audit': { body: { entries } },
    'DELETE /api/mod/authors/aaa/suspend': { body: { suspendedUntil: null } },
  });
  renderApp('/moderation');
  await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const liftable = within(table)
    .getAllByRole('button', { name: 'Lift suspension' })
    .map((button) => button.closest('tr')?.textContent ?? '');
  expect(liftable).toHaveLength(2);
  // Worded for the moderator, not as stored ("author:aaa", "24 h: running").
  expect(liftable[0]).toContain('Author aaa');
  expect(liftable[0]).toContain('24 hours: running');
  expect(liftable[0]).not.toContain('author:aaa');
  expect(liftable[0]).toContain('running');
  expect(liftable[1]).toContain('renewed');
  await userEvent.click(within(table).getAllByRole('button', { name: 'Lift suspension' })[0]!);
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/mod/authors/aaa/suspend',
      expect.objectContaining({ method: 'DELETE' }),
    ),
  );
  expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
});
