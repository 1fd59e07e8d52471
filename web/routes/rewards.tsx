import { REWARDS_USD } from '../../schema/constants';
import { useLanguage, useT } from '../i18n/react';
import { useDocumentTitle } from '../lib/use-document-title';
import { useUser } from '../lib/user-context';
import { formatUsd } from '../features/rewards/components/format-usd';
import { HowToEarnCard } from '../features/rewards/components/how-to-earn-card';
import { LeaderboardCard } from '../features/rewards/components/leaderboard-card';
import { PreviousWinnersCard } from '../features/rewards/components/previous-winners-card';
import { StaffPickExplainer } from '../features/rewards/components/staff-pick-explainer';
import { WalletCard } from '../features/rewards/components/wallet-card';
import { YourRewardsCard } from '../features/rewards/components/your-rewards-card';

export function RewardsScreen() {
  const t = useT();
  useDocumentTitle(t('rewards.screen.title'));
  const { locale } = useLanguage();
  const { user } = useUser();
  const [first, second, third] = REWARDS_USD.map((amount) => formatUsd(amount, locale));
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('rewards.screen.title')}</h1>
        <p className="mt-2 text-slate-600">{t('rewards.screen.intro', { first, second, third })}</p>
      </header>
      {user ? <WalletCard walletAddress={user.walletAddress} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LeaderboardCard />
          <PreviousWinnersCard />
        </div>
        <div className="space-y-6">
          <YourRewardsCard userId={user?.userId ?? null} />
          <HowToEarnCard />
          <StaffPickExplainer />
        </div>
      </div>
    </div>
  );
}
