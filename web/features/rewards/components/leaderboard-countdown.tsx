import { useT } from '../../../i18n/react';
import { formatTimeRemaining } from './format-time-remaining';
import { useMsRemaining } from './use-ms-remaining';

/** Restarts from the server's value whenever it changes; hidden once nothing remains. */
export function LeaderboardCountdown({ timeRemaining }: { timeRemaining: number }) {
  return <TickingCountdown key={timeRemaining} initialMs={timeRemaining} />;
}

function TickingCountdown({ initialMs }: { initialMs: number }) {
  const t = useT();
  const text = formatTimeRemaining(useMsRemaining(initialMs), t);
  if (!text) return null;
  return (
    <p
      role="timer"
      aria-label={t('rewards.countdown.label')}
      className="text-sm font-medium text-brand-700"
    >
      {text}
    </p>
  );
}
