import { formatTimeRemaining } from './format-time-remaining';
import { useMsRemaining } from './use-ms-remaining';

/** Restarts from the server's value whenever it changes; hidden once nothing remains. */
export function LeaderboardCountdown({ timeRemaining }: { timeRemaining: number }) {
  return <TickingCountdown key={timeRemaining} initialMs={timeRemaining} />;
}

function TickingCountdown({ initialMs }: { initialMs: number }) {
  const text = formatTimeRemaining(useMsRemaining(initialMs));
  if (!text) return null;
  return (
    <p
      role="timer"
      aria-label="Time remaining in this period"
      className="text-sm font-medium text-brand-700"
    >
      {text}
    </p>
  );
}
