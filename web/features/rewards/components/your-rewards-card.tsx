import { Card, CardTitle } from '../../../components/ui/card';
import { useLanguage, useT } from '../../../i18n/react';
import { useUserPoints } from '../../../lib/points-queries';

export function YourRewardsCard({ userId }: { userId: string | null }) {
  const t = useT();
  const { locale } = useLanguage();
  const { data: points, error } = useUserPoints(userId);
  const periodPoints = points?.periodPoints ?? 0;
  const numbers = new Intl.NumberFormat(locale);
  return (
    <Card aria-labelledby="your-rewards-title">
      <CardTitle>
        <span id="your-rewards-title">{t('rewards.yourRewards.title')}</span>
      </CardTitle>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-500">{t('rewards.yourRewards.current')}</dt>
          <dd className="text-2xl font-bold">
            {points ? numbers.format(points.periodPoints) : t('rewards.yourRewards.notLoggedIn')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('rewards.yourRewards.allTime')}</dt>
          <dd className="text-2xl font-bold">
            {points ? numbers.format(points.totalPoints) : t('rewards.yourRewards.notLoggedIn')}
          </dd>
        </div>
        {periodPoints > 0 ? (
          <div className="col-span-2">
            <dt className="text-sm text-slate-500">{t('rewards.yourRewards.periodEarnings')}</dt>
            <dd className="font-semibold text-emerald-700">
              {t('rewards.yourRewards.periodEarningsValue', { points: periodPoints })}
            </dd>
          </div>
        ) : null}
      </dl>
      {/* The points query's own error is English for developers (web/lib/points-queries.ts). */}
      {error ? (
        <p className="mt-3 text-sm text-rose-700">{t('rewards.yourRewards.error')}</p>
      ) : null}
    </Card>
  );
}
