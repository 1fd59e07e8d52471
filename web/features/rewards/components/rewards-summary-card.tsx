import type { User } from '../../../../schema/api';
import { REWARDS_USD } from '../../../../schema/constants';
import { LinkCard } from '../../../components/ui/link-card';
import { Trans, useLanguage, useT } from '../../../i18n/react';
import { useEchoPoints } from '../../../lib/points-queries';
import { formatUsd } from './format-usd';

/** Home's card linking to /rewards: the user's Echo Points, or a nudge to sign in. */
export function RewardsSummaryCard({ user }: { user: User | null }) {
  const t = useT();
  const { locale } = useLanguage();
  const echoPoints = useEchoPoints(user);
  return (
    <LinkCard to="/rewards" title={t('home.rewardsCard.title')}>
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
    </LinkCard>
  );
}
