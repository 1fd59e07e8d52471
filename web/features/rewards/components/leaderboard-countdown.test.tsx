import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LeaderboardCountdown } from './leaderboard-countdown';

const M = 60_000;
const H = 60 * M;
const D = 24 * H;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('ticks every second from the server value', () => {
  render(<LeaderboardCountdown timeRemaining={2 * M + 1000} />);
  expect(screen.getByRole('timer')).toHaveTextContent('2m remaining');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('2m remaining');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('1m remaining');
});

test('drops the hours once days and hours reach 0', () => {
  render(<LeaderboardCountdown timeRemaining={H + 1000} />);
  expect(screen.getByRole('timer')).toHaveTextContent('1h 0m remaining');
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByRole('timer')).toHaveTextContent('59m remaining');
});

test('is hidden once it reaches 0', () => {
  render(<LeaderboardCountdown timeRemaining={3000} />);
  expect(screen.getByRole('timer')).toHaveTextContent('0m remaining');
  act(() => vi.advanceTimersByTime(3000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(10_000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test('is not shown at all for a period with no time left', () => {
  render(<LeaderboardCountdown timeRemaining={0} />);
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test("restarts from the server's value whenever it changes", () => {
  const { rerender } = render(<LeaderboardCountdown timeRemaining={3 * D + 5 * M} />);
  act(() => vi.advanceTimersByTime(10 * M));
  expect(screen.getByRole('timer')).toHaveTextContent('2d 23h 55m remaining');
  rerender(<LeaderboardCountdown timeRemaining={5 * D + 2 * H + 30 * M} />);
  expect(screen.getByRole('timer')).toHaveTextContent('5d 2h 30m remaining');
  act(() => vi.advanceTimersByTime(M));
  expect(screen.getByRole('timer')).toHaveTextContent('5d 2h 29m remaining');
});
