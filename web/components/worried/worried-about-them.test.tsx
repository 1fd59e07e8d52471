import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { userKeys } from '../../lib/query-keys';
import { buildUser } from '../../test/factories';
import { fakeServer, renderWithProviders, SIGNED_IN, SIGNED_OUT } from '../../test/render';
import { WorriedAboutThem } from './worried-about-them';

afterEach(() => {
  vi.unstubAllGlobals();
  // The sign-in prompt is a toast: it must not outlive this file's tests.
  toast.dismiss();
});

test('a signed-in reader flags a comment and is shown how to reply with care, with the help box', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'PATCH /api/comments/c-1/worried': { body: { ok: true } },
  });
  renderWithProviders(<WorriedAboutThem kind="comment" id="c-1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Worried about this person?' }));
  const panel = await screen.findByRole('region', { name: 'Thank you for looking out for them' });
  expect(
    fetchMock.mock.calls.some(
      ([input, init]) => String(input) === '/api/comments/c-1/worried' && init?.method === 'PATCH',
    ),
  ).toBe(true);
  expect(within(panel).getByText(/Asking does not put the idea in their head/)).toBeVisible();
  // Spoken to the reader, who may be fine: not "Need to talk to someone now?" (decision 096).
  const box = await within(panel).findByRole('complementary', {
    name: 'Support for them, and for you',
  });
  expect(
    await within(box).findByText(/also talk with people who are worried about someone/),
  ).toBeVisible();
  expect(within(box).queryByText(/If you are thinking about suicide/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'You flagged this' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('signed out, the panel with the tips and the crisis lines opens at once; letting a moderator know asks to sign in', async () => {
  const fetchMock = fakeServer(SIGNED_OUT);
  const onOpenSignIn = vi.fn();
  renderWithProviders(<WorriedAboutThem kind="thought" id="t-1" />, { onOpenSignIn });
  await userEvent.click(await screen.findByRole('button', { name: 'Worried about this person?' }));
  const panel = await screen.findByRole('region', { name: 'Thank you for looking out for them' });
  expect(
    await within(panel).findByRole('complementary', { name: 'Support for them, and for you' }),
  ).toBeVisible();
  expect(
    within(panel).getByText(/Let a moderator know and they will look at it soon/),
  ).toBeVisible();
  expect(onOpenSignIn).not.toHaveBeenCalled();

  await userEvent.click(within(panel).getByRole('button', { name: 'Let a moderator know' }));
  await waitFor(() => expect(onOpenSignIn).toHaveBeenCalled());
  expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(
    '/api/thoughts/t-1/worried',
  );
});

test('asked signed out, the flag is sent as soon as signing in completes, with no second press', async () => {
  const fetchMock = fakeServer({
    ...SIGNED_OUT,
    'PATCH /api/thoughts/t-3/worried': { body: { ok: true } },
  });
  const client = createQueryClient();
  // Signing in ends with the user in the query cache, as the sign-in overlay leaves it.
  const signIn = () => client.setQueryData(userKeys.current, buildUser());
  renderWithProviders(<WorriedAboutThem kind="thought" id="t-3" />, {
    onOpenSignIn: signIn,
    client,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Worried about this person?' }));
  const panel = await screen.findByRole('region', { name: 'Thank you for looking out for them' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Let a moderator know' }));
  expect(await within(panel).findByText(/A moderator will look at it soon/)).toBeVisible();
  const flags = fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === '/api/thoughts/t-3/worried' && init?.method === 'PATCH',
  );
  expect(flags).toHaveLength(1);
});

test('a flag that fails leaves the help on screen and offers to send it again', async () => {
  let answers = 0;
  fakeServer({
    ...SIGNED_IN,
    'PATCH /api/thoughts/t-2/worried': () =>
      (answers += 1) === 1 ? { status: 500, body: { error: 'boom' } } : { body: { ok: true } },
  });
  renderWithProviders(<WorriedAboutThem kind="thought" id="t-2" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Worried about this person?' }));
  const panel = await screen.findByRole('region', { name: 'Thank you for looking out for them' });
  const again = await within(panel).findByRole('button', { name: 'Let a moderator know' });
  expect(
    within(panel).getByRole('complementary', { name: 'Support for them, and for you' }),
  ).toBeVisible();
  await userEvent.click(again);
  expect(await within(panel).findByText(/A moderator will look at it soon/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'You flagged this' })).toBeVisible();
  expect(answers).toBe(2);
});
