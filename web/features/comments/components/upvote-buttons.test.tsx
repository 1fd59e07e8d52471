import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { buildCommentView } from '../../../test/comment-factories';
import { UpvoteButtons } from './upvote-buttons';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const noop = () => undefined;
const helpful = () => screen.getByRole('button', { name: /^Helpful/ });
const funny = () => screen.getByRole('button', { name: /^Funny/ });

test('both buttons are enabled for another user’s comment and carry the counts', () => {
  const comment = buildCommentView({ helpfulCount: 3, funnyCount: 1 });
  render(<UpvoteButtons comment={comment} viewerId="viewer" isPending={false} onUpvote={noop} />);
  expect(helpful()).toHaveAttribute('aria-disabled', 'false');
  expect(helpful()).toHaveAccessibleName('Helpful 3');
  expect(funny()).toHaveAttribute('aria-disabled', 'false');
  expect(funny()).toHaveAccessibleName('Funny 1');
});

test('both are disabled on your own comment', () => {
  const comment = buildCommentView({ userId: 'viewer', canUpvote: false });
  render(<UpvoteButtons comment={comment} viewerId="viewer" isPending={false} onUpvote={noop} />);
  expect(helpful()).toHaveAttribute('aria-disabled', 'true');
  expect(funny()).toHaveAttribute('aria-disabled', 'true');
  expect(helpful()).toHaveAttribute('title', 'You cannot upvote your own comment');
});

test('only the type already voted is disabled once the cooldown is over', () => {
  const comment = buildCommentView({ hasUpvotedHelpful: true, helpfulCount: 1 });
  render(<UpvoteButtons comment={comment} viewerId="viewer" isPending={false} onUpvote={noop} />);
  expect(helpful()).toHaveAttribute('aria-disabled', 'true');
  expect(helpful()).toHaveAttribute('aria-pressed', 'true');
  expect(funny()).toHaveAttribute('aria-disabled', 'false');
});

test('both are disabled while an upvote is being sent', () => {
  render(
    <UpvoteButtons comment={buildCommentView()} viewerId="viewer" isPending onUpvote={noop} />,
  );
  expect(helpful()).toHaveAttribute('aria-disabled', 'true');
  expect(funny()).toHaveAttribute('aria-disabled', 'true');
});

test('the cooldown disables both, shows the seconds left ticking, then lifts', () => {
  const comment = buildCommentView({
    hasUpvotedHelpful: true,
    onCooldown: true,
    cooldownRemainingMs: 30_000,
  });
  render(<UpvoteButtons comment={comment} viewerId="viewer" isPending={false} onUpvote={noop} />);
  expect(funny()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('timer')).toHaveTextContent('Cooldown 30s');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('Cooldown 29s');
  act(() => vi.advanceTimersByTime(28_000));
  expect(screen.getByRole('timer')).toHaveTextContent('Cooldown 1s');
  expect(funny()).toHaveAttribute('aria-disabled', 'true');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(funny()).toHaveAttribute('aria-disabled', 'false');
  expect(helpful()).toHaveAttribute('aria-disabled', 'true');
});

test('a new cooldown restarts the countdown', () => {
  const first = buildCommentView({ onCooldown: true, cooldownRemainingMs: 5_000 });
  const { rerender } = render(
    <UpvoteButtons comment={first} viewerId="viewer" isPending={false} onUpvote={noop} />,
  );
  act(() => vi.advanceTimersByTime(5_000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  const second = { ...first, cooldownEndsAt: Date.now() + 30_000 };
  rerender(<UpvoteButtons comment={second} viewerId="viewer" isPending={false} onUpvote={noop} />);
  expect(screen.getByRole('timer')).toHaveTextContent('Cooldown 30s');
});

test('signed out the buttons stay enabled so a tap can prompt sign-in', () => {
  const comment = buildCommentView({ canUpvote: false });
  const onUpvote = vi.fn();
  render(<UpvoteButtons comment={comment} viewerId={null} isPending={false} onUpvote={onUpvote} />);
  act(() => helpful().click());
  expect(onUpvote).toHaveBeenCalledWith('helpful');
});

test('a button that may not vote stays focusable but does nothing when pressed', () => {
  const onUpvote = vi.fn();
  const comment = buildCommentView({ hasUpvotedHelpful: true, helpfulCount: 1 });
  render(
    <UpvoteButtons comment={comment} viewerId="viewer" isPending={false} onUpvote={onUpvote} />,
  );
  expect(helpful()).not.toHaveAttribute('disabled');
  act(() => helpful().focus());
  expect(helpful()).toHaveFocus();
  expect(helpful()).toHaveAccessibleDescription('You already marked this helpful');
  act(() => helpful().click());
  expect(onUpvote).not.toHaveBeenCalled();
});

test("the viewer's vote is announced once the server has counted it", () => {
  const onUpvote = vi.fn();
  const before = buildCommentView({ helpfulCount: 1 });
  const { rerender } = render(
    <UpvoteButtons comment={before} viewerId="viewer" isPending={false} onUpvote={onUpvote} />,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('');
  act(() => helpful().click());
  expect(onUpvote).toHaveBeenCalledWith('helpful');
  expect(status).toHaveTextContent('');
  const after = { ...before, helpfulCount: 2, hasUpvotedHelpful: true };
  rerender(
    <UpvoteButtons comment={after} viewerId="viewer" isPending={false} onUpvote={onUpvote} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Marked as helpful. 2 helpful votes.');
});

test('signed out, a tap announces nothing', () => {
  const comment = buildCommentView({ hasUpvotedFunny: true, funnyCount: 4 });
  render(<UpvoteButtons comment={comment} viewerId={null} isPending={false} onUpvote={noop} />);
  act(() => funny().click());
  expect(screen.getByRole('status')).toHaveTextContent('');
});
