import { Card, CardTitle } from '../../../components/ui/card';
import { useLeaderboardHistory } from '../api/get-leaderboard-history';

const PERIODS_SHOWN = 3;

/** Winners of the most recent closed periods; absent until a period has closed. */
export function PreviousWinnersCard() {
  const { data } = useLeaderboardHistory();
  const periods = data?.periods.slice(0, PERIODS_SHOWN) ?? [];
  if (periods.length === 0) return null;
  return (
    <Card aria-labelledby="previous-winners-title">
      <CardTitle>
        <span id="previous-winners-title">Previous Winners</span>
      </CardTitle>
      <div className="mt-4 space-y-4">
        {periods.map((period) => (
          <section key={period.id} aria-label={`Period ${period.number}`}>
            <h3 className="text-sm font-semibold text-slate-500">
              Period {period.number} · ended {new Date(period.endsAt).toLocaleDateString()}
            </h3>
            {period.winners.length === 0 ? (
              <p className="text-sm text-slate-600">No winners this period.</p>
            ) : (
              <ol className="mt-1 space-y-1">
                {period.winners.map((winner) => (
                  <li key={winner.rank} className="flex justify-between gap-2 text-sm">
                    <span>
                      #{winner.rank} {winner.presentationName}
                    </span>
                    <span className="text-slate-600">
                      {winner.points} pts · ${winner.rewardUsd}
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
