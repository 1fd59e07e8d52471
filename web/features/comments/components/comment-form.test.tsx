import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { buildThought } from '../../../test/factories';
import { fakeServer, renderWithProviders, SIGNED_IN, SIGNED_OUT } from '../../../test/render';
import { CommentForm } from './comment-form';

afterEach(() => vi.unstubAllGlobals());

test('the character counter describes the comment box and follows the trimmed text', async () => {
  fakeServer(SIGNED_OUT);
  renderWithProviders(<CommentForm thoughtId="t1" />);
  const input = await screen.findByLabelText('Write a comment');
  expect(input).toHaveAccessibleDescription('0/500');
  await userEvent.type(input, '  Hang in there ');
  expect(input).toHaveAccessibleDescription('13/500');
});

const OWN_NOTE =
  'You wrote this thought. A reply here shows your name, Ana, so readers may guess it was you.';

/** The requests for the viewer's own thoughts a fake server was sent. */
const ownListRequests = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/me/thoughts'));

test('under a thought the screen knows is the viewer’s own (My Echo), the form says a reply shows their name', async () => {
  const fetchMock = fakeServer(SIGNED_IN);
  renderWithProviders(<CommentForm thoughtId="t1" ownThought />);
  expect(await screen.findByRole('note')).toHaveTextContent(OWN_NOTE);
  expect(ownListRequests(fetchMock)).toEqual([]);
});

test.each([
  ['t1', true],
  ['t9', false],
])(
  'elsewhere, once the box gets focus, the form asks whether the thought is the viewer’s: %s is theirs: %s',
  async (thoughtId, theirs) => {
    // The server answers the viewer's own thought, however old, and 404 for anyone else's.
    const fetchMock = fakeServer({
      ...SIGNED_IN,
      'GET /api/me/thoughts/t1': { body: buildThought({ id: 't1' }) },
    });
    renderWithProviders(<CommentForm thoughtId={thoughtId} />);
    const input = await screen.findByLabelText('Write a comment');
    // Nothing is asked before the person starts a reply.
    expect(ownListRequests(fetchMock)).toEqual([]);
    await userEvent.click(input);
    await waitFor(() => expect(ownListRequests(fetchMock)).toHaveLength(1));
    if (theirs) expect(await screen.findByRole('note')).toHaveTextContent(OWN_NOTE);
    else expect(screen.queryByRole('note')).not.toBeInTheDocument();
  },
);

test('signed out, focusing the box asks nothing and says nothing about names', async () => {
  const fetchMock = fakeServer(SIGNED_OUT);
  renderWithProviders(<CommentForm thoughtId="t1" ownThought />);
  await userEvent.click(await screen.findByLabelText('Write a comment'));
  expect(ownListRequests(fetchMock)).toEqual([]);
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
