import type { PayoutSignals } from '../../../../schema/api';
import type { Translate } from '../../../i18n/react';

// Thresholds a reviewer should look twice at: one voter behind most of the points, many points
// from accounts made the same week or from voters who voted for nobody else (all typical of a
// voting ring), very young voters, or very few voters at all.
const TOP_VOTER_WARN = 0.5;
const NEW_ACCOUNTS_WARN = 0.3;
const LOYAL_VOTERS_WARN = 0.5;
const YOUNG_VOTERS_WARN_DAYS = 14;
const FEW_VOTERS_WARN = 3;

export type SignalView = { label: string; value: string; warn: boolean };

/** The signals as label and value in the reader's language, each flagged when worth a look. */
export function signalViews(signals: PayoutSignals, t: Translate, locale: string): SignalView[] {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const days = (value: number | null) =>
    value === null ? '–' : t('moderation.payoutSignals.days', { days: number.format(value) });
  const { p10, p50, p90 } = signals.voterAgeDays;
  return [
    {
      label: t('moderation.payoutSignals.distinctVoters'),
      value: number.format(signals.distinctVoters),
      warn: signals.distinctVoters < FEW_VOTERS_WARN,
    },
    {
      label: t('moderation.payoutSignals.topVoterShare'),
      value: percent.format(signals.topVoterShare),
      warn: signals.topVoterShare > TOP_VOTER_WARN,
    },
    {
      label: t('moderation.payoutSignals.newAccounts'),
      value: percent.format(signals.newAccountVoterShare),
      warn: signals.newAccountVoterShare > NEW_ACCOUNTS_WARN,
    },
    {
      label: t('moderation.payoutSignals.loyalVoters'),
      value: percent.format(signals.loyalVoterShare),
      warn: signals.loyalVoterShare > LOYAL_VOTERS_WARN,
    },
    {
      label: t('moderation.payoutSignals.voterAge'),
      value: t('moderation.payoutSignals.voterAgeValue', {
        p10: days(p10),
        p50: days(p50),
        p90: days(p90),
      }),
      warn: p50 !== null && p50 < YOUNG_VOTERS_WARN_DAYS,
    },
  ];
}
