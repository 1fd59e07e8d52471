import type { Payout } from '../../../../schema/api';

type Slice = { label: string; points: number; className: string };

/** Where a winner's period points came from, as one stacked bar with a legend (no chart library). */
export function PointsBar({ payout }: { payout: Payout }) {
  const { staffPickPoints } = payout.signals;
  // Likes never count toward a prize (docs/decisions/015): the points are votes, daily logins and
  // staff picks.
  const slices: Slice[] = [
    {
      label: 'Comment votes & daily',
      points: Math.max(0, payout.points - staffPickPoints),
      className: 'bg-brand-600',
    },
    { label: 'Staff picks', points: staffPickPoints, className: 'bg-amber-400' },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.points, 0);
  return (
    <figure className="mt-3">
      <div
        role="img"
        aria-label={slices.map((s) => `${s.label}: ${s.points} points`).join(', ')}
        className="flex h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        {total > 0
          ? slices.map((slice) => (
              <span
                key={slice.label}
                className={slice.className}
                style={{ width: `${(slice.points / total) * 100}%` }}
              />
            ))
          : null}
      </div>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600">
        {slices.map((slice) => (
          <span key={slice.label} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className={`inline-block size-2 rounded-full ${slice.className}`}
            />
            {`${slice.label} ${slice.points}`}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
