import { Link } from 'react-router';
import type { User } from '../../../../schema/api';
import { REWARDS_USD } from '../../../../schema/constants';
import { Trans, useLanguage, useT } from '../../../i18n/react';
import { useEchoPoints } from '../../../lib/points-queries';
import { formatUsd } from './format-usd';

/** Home's card linking to /rewards: the user's Echo Points, or a nudge to sign in. */
export function RewardsSummaryCard({ user }: { user: User | null }) {
  const t = useT();
  const { locale } = useLanguage();
  const echoPoints = useEchoPoints(user);
  return (
    <Link
      to="/rewards"
      className="block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('home.rewardsCard.title')}</h2>
      {echoPoints === null ? (
        <p className="mt-2 text-slate-600">{t('home.rewardsCard.signedOut')}</p>
      ) : (
        <p className="mt-2 text-slate-600">
          <Trans
            id="home.rewardsCard.points"
            values={{ points: echoPoints }}
            components={{ 0: <span className="text-3xl font-bold text-brand-700" /> }}
          />
        </p>
      )}
      <p className="mt-2 text-sm text-slate-500">
        {t('home.rewardsCard.prizes', {
          first: formatUsd(REWARDS_USD[0], locale),
          second: formatUsd(REWARDS_USD[1], locale),
          third: formatUsd(REWARDS_USD[2], locale),
        })}
      </p>
    </Link>
  );
}
