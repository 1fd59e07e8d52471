import { Card, CardTitle } from '../../../components/ui/card';
import { useUserPoints } from '../../../lib/points-queries';

export function YourRewardsCard({ userId }: { userId: string | null }) {
  const { data: points, error } = useUserPoints(userId);
  const periodPoints = points?.periodPoints ?? 0;
  return (
    <Card aria-labelledby="your-rewards-title">
      <CardTitle>
        <span id="your-rewards-title">Your Rewards</span>
      </CardTitle>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-500">Current ECHO Points</dt>
          <dd className="text-2xl font-bold">{points ? points.periodPoints : 'Not logged in'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">All-Time Points</dt>
          <dd className="text-2xl font-bold">{points ? points.totalPoints : 'Not logged in'}</dd>
        </div>
        {periodPoints > 0 ? (
          <div className="col-span-2">
            <dt className="text-sm text-slate-500">Period Earnings</dt>
            <dd className="font-semibold text-emerald-700">+{periodPoints}</dd>
          </div>
        ) : null}
      </dl>
      {error ? <p className="mt-3 text-sm text-rose-700">{error.message}</p> : null}
    </Card>
  );
}
