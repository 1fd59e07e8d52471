import type { PayoutSignals } from '../../../../schema/api';

// Thresholds a reviewer should look twice at: one voter behind most of the points, many points
// from accounts made the same week or from voters who voted for nobody else (all typical of a
// voting ring), very young voters, or very few voters at all.
const TOP_VOTER_WARN = 0.5;
const NEW_ACCOUNTS_WARN = 0.3;
const LOYAL_VOTERS_WARN = 0.5;
const YOUNG_VOTERS_WARN_DAYS = 14;
const FEW_VOTERS_WARN = 3;

export type SignalView = { label: string; value: string; warn: boolean };

const percent = (share: number) => `${Math.round(share * 100)}%`;
const days = (value: number | null) => (value === null ? '–' : `${value} d`);

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
    {
      label: 'From voters loyal to this winner',
      value: percent(signals.loyalVoterShare),
      warn: signals.loyalVoterShare > LOYAL_VOTERS_WARN,
    },
    {
      label: 'Voter account age (p10 / p50 / p90)',
      value: [signals.voterAgeDays.p10, signals.voterAgeDays.p50, signals.voterAgeDays.p90]
        .map(days)
        .join(' / '),
      warn: signals.voterAgeDays.p50 !== null && signals.voterAgeDays.p50 < YOUNG_VOTERS_WARN_DAYS,
    },
  ];
}
