import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildThought } from '../../../test/factories';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { ThoughtCard } from './thought-card';

afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function renderPostedAgo(elapsedMs: number) {
  fakeServer(SIGNED_OUT);
  const createdAt = new Date(NOW - elapsedMs).toISOString();
  renderWithProviders(
    <ThoughtCard
      thought={buildThought({ createdAt })}
      expanded={false}
      onToggle={vi.fn()}
      now={NOW}
    />,
  );
  // The app's providers show their loading screen until the viewer is known.
  return (await screen.findByRole('article')).querySelector('time')?.textContent;
}

// Thought cards count from hours; comments count from minutes.
test.each([
  [0, 'just now'],
  [59 * MINUTE + 59_000, 'just now'],
  [HOUR, '1h ago'],
  [23 * HOUR + 3_599_000, '23h ago'],
  [DAY, '1d ago'],
  [45 * DAY, '45d ago'],
])('a thought posted %d ms ago reads "%s"', async (elapsed, text) => {
  expect(await renderPostedAgo(elapsed)).toBe(text);
});

test('a time slightly in the future (clock skew) still reads just now', async () => {
  expect(await renderPostedAgo(-5_000)).toBe('just now');
});
