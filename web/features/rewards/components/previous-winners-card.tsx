import { Card, CardTitle } from '../../../components/ui/card';
import { useLanguage, useT } from '../../../i18n/react';
import { useLeaderboardHistory } from '../api/get-leaderboard-history';
import { formatUsd } from './format-usd';

const PERIODS_SHOWN = 3;

/** Winners of the most recent closed periods; absent until a period has closed. */
export function PreviousWinnersCard() {
  const t = useT();
  const { locale } = useLanguage();
  const { data } = useLeaderboardHistory();
  const periods = data?.periods.slice(0, PERIODS_SHOWN) ?? [];
  if (periods.length === 0) return null;
  const dates = new Intl.DateTimeFormat(locale);
  return (
    <Card aria-labelledby="previous-winners-title">
      <CardTitle>
        <span id="previous-winners-title">{t('rewards.previousWinners.title')}</span>
      </CardTitle>
      <div className="mt-4 space-y-4">
        {periods.map((period) => (
          <section
            key={period.id}
            aria-label={t('rewards.previousWinners.period', { number: period.number })}
          >
            <h3 className="text-sm font-semibold text-slate-500">
              {t('rewards.previousWinners.periodEnded', {
                number: period.number,
                date: dates.format(new Date(period.endsAt)),
              })}
            </h3>
            {period.winners.length === 0 ? (
              <p className="text-sm text-slate-600">{t('rewards.previousWinners.none')}</p>
            ) : (
              <ol className="mt-1 space-y-1">
                {period.winners.map((winner) => (
                  <li key={winner.rank} className="flex justify-between gap-2 text-sm">
                    <span>
                      {t('rewards.previousWinners.winner', {
                        rank: winner.rank,
                        name: winner.presentationName,
                      })}
                    </span>
                    <span className="text-slate-600">
                      {t('rewards.previousWinners.result', {
                        points: winner.points,
                        prize: formatUsd(winner.rewardUsd, locale),
                      })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}
