import { useUser } from '../lib/user-context';
import { HowToEarnCard } from '../features/rewards/components/how-to-earn-card';
import { LeaderboardCard } from '../features/rewards/components/leaderboard-card';
import { PreviousWinnersCard } from '../features/rewards/components/previous-winners-card';
import { StaffPickExplainer } from '../features/rewards/components/staff-pick-explainer';
import { WalletCard } from '../features/rewards/components/wallet-card';
import { YourRewardsCard } from '../features/rewards/components/your-rewards-card';

export function RewardsScreen() {
  const { user } = useUser();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Echo Points &amp; Leaderboard</h1>
        <p className="mt-2 text-slate-600">
          Earn Echo Points by helping others. The top 3 of each 30-day period win cash rewards ($25,
          $10 and $5 USD), plus a $ECHO token prize.
        </p>
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
