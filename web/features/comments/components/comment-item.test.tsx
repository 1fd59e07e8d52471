import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { DEFAULT_POINT_RULES } from '../../../../schema/constants';
import { buildCommentView } from '../../../test/comment-factories';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { CommentItem } from './comment-item';
import { activateLanguage } from '../../../i18n/i18n';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The item as a signed-out reader sees it. */
function renderComment(comment: ReturnType<typeof buildCommentView>) {
  renderWithProviders(
    <CommentItem
      comment={comment}
      viewerId={null}
      viewerIsAdmin={false}
      rules={DEFAULT_POINT_RULES}
      isUpvotePending={false}
      isStaffPickPending={false}
      isReportPending={false}
      isDeletePending={false}
      onUpvote={vi.fn()}
      onStaffPick={vi.fn()}
      onReport={vi.fn()}
      onDelete={vi.fn()}
      focusProps={{ ref: vi.fn(), tabIndex: -1, onFocus: vi.fn(), onBlur: vi.fn() }}
    />,
  );
}

async function renderPostedAgo(elapsedMs: number) {
  // Only the clock is fixed: the upvote cooldown's timers keep running as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fakeServer(SIGNED_OUT);
  const comment = buildCommentView({ createdAt: new Date(NOW - elapsedMs).toISOString() });
  renderComment(comment);
  // The app's providers show their loading screen until the viewer is known. Found by its name:
  // a toast is a list item too, and the web tests share modules, so one an earlier file raised
  // may still be on the page.
  const item = await screen.findByRole('listitem', { name: /^Comment by / });
  return item.querySelector('time')?.textContent;
}

// Comments count from minutes; thought cards count from hours.
test.each([
  [0, 'just now'],
  [59_000, 'just now'],
  [MINUTE, '1m ago'],
  [59 * MINUTE, '59m ago'],
  [HOUR, '1h ago'],
  [23 * HOUR, '23h ago'],
  [DAY, '1d ago'],
  [45 * DAY, '45d ago'],
])('a comment posted %d ms ago reads "%s"', async (elapsed, text) => {
  expect(await renderPostedAgo(elapsed)).toBe(text);
});

test('a clock running behind the server still reads just now', async () => {
  expect(await renderPostedAgo(-5_000)).toBe('just now');
});

test("a deleted account's comment reads 'Deleted user' in the reader's language, its text removed", async () => {
  fakeServer(SIGNED_OUT);
  await activateLanguage('fr');
  try {
    renderComment(
      buildCommentView({
        content: '',
        user: { ...buildCommentView().user, presentationName: 'Deleted user' },
      }),
    );
    const item = await screen.findByRole('listitem', { name: /Utilisateur supprimé/ });
    expect(item).not.toHaveTextContent('Deleted user');
  } finally {
    await activateLanguage('en');
  }
});
