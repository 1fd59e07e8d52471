import type { LeaderboardEntry } from '../../../../schema/api';
import { LEADERBOARD_SIZE, REWARDS_USD } from '../../../../schema/constants';
import { Card, CardTitle } from '../../../components/ui/card';
import { Trans, useLanguage, useT } from '../../../i18n/react';
import { useLeaderboard } from '../api/get-leaderboard';
import { displayName } from './display-name';
import { formatUsd } from './format-usd';
import { LeaderboardCountdown } from './leaderboard-countdown';

export function LeaderboardCard() {
  const t = useT();
  const { data, isPending, isError } = useLeaderboard();
  return (
    <Card aria-labelledby="leaderboard-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>
          <span id="leaderboard-title">{t('rewards.leaderboard.title')}</span>
        </CardTitle>
        {data?.period ? (
          <div className="text-right">
            <p className="text-xs text-slate-500">
              {t('rewards.leaderboard.period', { number: data.period.number })}
            </p>
            <LeaderboardCountdown timeRemaining={data.timeRemaining} />
          </div>
        ) : null}
      </div>
      <div className="mt-4">
        <LeaderboardBody
          isPending={isPending}
          isError={isError}
          hasPeriod={Boolean(data?.period)}
          entries={data?.entries ?? []}
        />
      </div>
    </Card>
  );
}

function LeaderboardBody({
  isPending,
  isError,
  hasPeriod,
  entries,
}: {
  isPending: boolean;
  isError: boolean;
  hasPeriod: boolean;
  entries: LeaderboardEntry[];
}) {
  const t = useT();
  if (isPending) {
    return (
      <p role="status" className="text-slate-500">
        {t('rewards.leaderboard.loading')}
      </p>
    );
  }
  if (isError) return <p className="text-rose-700">{t('rewards.leaderboard.error')}</p>;
  if (!hasPeriod) {
    return (
      <div className="rounded-xl bg-brand-50 p-4 text-center">
        <p className="font-semibold text-brand-700">{t('rewards.leaderboard.comingSoon')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('rewards.leaderboard.comingSoonPrizes')}</p>
      </div>
    );
  }
  if (entries.length === 0) {
    return <p className="text-center text-slate-600">{t('rewards.leaderboard.empty')}</p>;
  }
  return (
    <ol aria-label={t('rewards.leaderboard.listLabel')} className="divide-y divide-slate-100">
      {/* The board shows the top 10; the server sends no more, but the screen does not rely on it. */}
      {entries.slice(0, LEADERBOARD_SIZE).map((entry) => (
        <LeaderboardRow key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

const RANK_STYLES = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];

function LeaderboardRow({ entry }: { entry: LeaderboardEntry }) {
  const t = useT();
  const { locale } = useLanguage();
  const prize = REWARDS_USD[entry.rank - 1];
  return (
    <li className="flex items-center gap-3 py-2">
      {/* Visible text rather than aria-label: screen readers ignore a label on a plain span. */}
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          RANK_STYLES[entry.rank - 1] ?? 'bg-slate-100 text-slate-700'
        }`}
      >
        <Trans
          id="rewards.leaderboard.rank"
          values={{ rank: entry.rank }}
          components={{ 0: <span className="sr-only" /> }}
        />
      </span>
      <span className="min-w-0 flex-1 truncate font-medium">
        {displayName(entry.user) ?? t('rewards.leaderboard.unknownUser')}
      </span>
      <span className="text-sm text-slate-700">
        {t('rewards.leaderboard.points', { points: entry.totalEchoPoints })}
      </span>
      {prize !== undefined ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {formatUsd(prize, locale)}
        </span>
      ) : null}
    </li>
  );
}
