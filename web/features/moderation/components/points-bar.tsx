import type { Payout } from '../../../../schema/api';
import { useT } from '../../../i18n/react';

type Slice = { key: string; legend: string; points: number; className: string };

/**
 * Where a winner's period points came from, as one stacked bar with a legend (no chart library).
 * A screen reader hears it once, as the bar's sentence: the legend says the same for the eye, and
 * a figure named by it was read three times over (docs/decisions/094).
 */
export function PointsBar({ payout }: { payout: Payout }) {
  const t = useT();
  const { staffPickPoints } = payout.signals;
  // Likes never count toward a prize (docs/decisions/015): the points are votes, daily logins and
  // staff picks.
  const votePoints = Math.max(0, payout.points - staffPickPoints);
  const slices: Slice[] = [
    {
      key: 'votes',
      legend: t('moderation.pointsBar.votes', { points: votePoints }),
      points: votePoints,
      className: 'bg-brand-600',
    },
    {
      key: 'staffPicks',
      legend: t('moderation.pointsBar.staffPicks', { points: staffPickPoints }),
      points: staffPickPoints,
      className: 'bg-amber-400',
    },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.points, 0);
  return (
    <div className="mt-3">
      <div
        role="img"
        aria-label={t('moderation.pointsBar.summary', {
          votes: votePoints,
          staffPicks: staffPickPoints,
        })}
        className="flex h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        {total > 0
          ? slices.map((slice) => (
              <span
                key={slice.key}
                className={slice.className}
                style={{ width: `${(slice.points / total) * 100}%` }}
              />
            ))
          : null}
      </div>
      <div aria-hidden="true" className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600">
        {slices.map((slice) => (
          <span key={slice.key} className="flex items-center gap-1">
            <span className={`inline-block size-2 rounded-full ${slice.className}`} />
            {slice.legend}
          </span>
        ))}
      </div>
    </div>
  );
}
