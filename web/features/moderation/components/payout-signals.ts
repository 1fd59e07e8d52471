import type { PayoutSignals } from '../../../../schema/api';

// Thresholds a reviewer should look twice at: one voter behind most of the points, or many points
// from accounts made the same week (both typical of a voting ring), or very few voters at all.
const TOP_VOTER_WARN = 0.5;
const NEW_ACCOUNTS_WARN = 0.3;
const FEW_VOTERS_WARN = 3;

export type SignalView = { label: string; value: string; warn: boolean };

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function signalViews(signals: PayoutSignals): SignalView[] {
  return [
    {
      label: 'Distinct voters',
      value: String(signals.distinctVoters),
      warn: signals.distinctVoters < FEW_VOTERS_WARN,
    },
    {
      label: 'Top voter share',
      value: percent(signals.topVoterShare),
      warn: signals.topVoterShare > TOP_VOTER_WARN,
    },
    {
      label: 'From accounts < 1 week old',
      value: percent(signals.newAccountVoterShare),
      warn: signals.newAccountVoterShare > NEW_ACCOUNTS_WARN,
    },
  ];
}
