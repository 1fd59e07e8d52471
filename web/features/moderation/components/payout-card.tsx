import type { Payout } from '../../../../schema/api';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/message-ids';
import { useLanguage, useT } from '../../../i18n/react';
import { useFocusWhenReplaced } from '../../../lib/use-focus-when-replaced';
import type { PayoutDecision } from '../api/decide-payout';
import { ConfirmButton } from './confirm-button';
import { MarkPaidForm } from './mark-paid-form';
import { signalViews } from './payout-signals';
import { PointsBar } from './points-bar';

const STATUS_LABELS: Record<Payout['status'], MessageId> = {
  pending_review: 'moderation.payoutCard.pendingReview',
  approved: 'moderation.payoutCard.approved',
  rejected: 'moderation.payoutCard.rejected',
  paid: 'moderation.payoutCard.paid',
};

export function explorerUrl(txSignature: string): string {
  return `https://explorer.solana.com/tx/${encodeURIComponent(txSignature)}`;
}

type PayoutCardProps = {
  payout: Payout;
  busy: boolean;
  onDecide: (decision: Omit<PayoutDecision, 'id'>) => void;
};

/** One winner's prize: the signals to judge it by, and the next decision it allows. */
export function PayoutCard({ payout, busy, onDecide }: PayoutCardProps) {
  const t = useT();
  const { locale } = useLanguage();
  // Whole dollars stay "$25" in English; each locale places its own currency sign.
  const reward = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
  }).format(payout.rewardUsd);
  // Each decision replaces the controls that took it: focus goes to what comes next, the
  // signature's field after Approve, the explorer link once paid, else the winner's name.
  const focusProps = useFocusWhenReplaced(
    payout.status,
    (card) =>
      card.querySelector<HTMLElement>(
        payout.status === 'approved' ? 'input' : payout.status === 'paid' ? 'a[href]' : 'h3',
      ) ?? card.querySelector('h3'),
  );
  return (
    <li>
      <article
        {...focusProps}
        aria-label={t('moderation.payoutCard.label', { name: payout.presentationName })}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline gap-2">
          <h3 tabIndex={-1} className="font-semibold text-slate-900">
            {payout.presentationName}
          </h3>
          <span className="text-sm text-slate-600">
            {t('moderation.payoutCard.summary', {
              period: payout.periodNumber,
              rank: payout.rank,
              points: payout.points,
              reward,
            })}
          </span>
          <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {t(STATUS_LABELS[payout.status])}
          </span>
        </div>
        <p className="mt-1 font-mono text-xs break-all text-slate-500">{payout.walletAddress}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          {signalViews(payout.signals, t, locale).map((signal) => (
            <div
              key={signal.label}
              className={`rounded-lg p-2 ${signal.warn ? 'bg-rose-50 text-rose-800' : 'bg-slate-50'}`}
            >
              <dt className="text-xs">{signal.label}</dt>
              <dd className="font-semibold">
                {signal.value}
                {signal.warn ? (
                  <span className="sr-only"> {t('moderation.payoutCard.worthALook')}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <PointsBar payout={payout} />
        {payout.note ? (
          <p className="mt-2 text-sm text-slate-600">
            {t('moderation.payoutCard.note', { note: payout.note })}
          </p>
        ) : null}
        {payout.status === 'pending_review' ? (
          <div className="mt-4 flex gap-2">
            <Button size="sm" busy={busy} onClick={() => onDecide({ action: 'approve' })}>
              {t('moderation.payoutCard.approve')}
            </Button>
            <ConfirmButton
              label={t('moderation.payoutCard.reject')}
              title={t('moderation.payoutCard.rejectTitle')}
              description={t('moderation.payoutCard.rejectBody', {
                name: payout.presentationName,
                period: payout.periodNumber,
              })}
              confirmLabel={t('moderation.payoutCard.reject')}
              busy={busy}
              onConfirm={() => onDecide({ action: 'reject' })}
            />
          </div>
        ) : null}
        {payout.status === 'approved' ? (
          <MarkPaidForm
            busy={busy}
            onSubmit={(txSignature) => onDecide({ action: 'mark_paid', txSignature })}
          />
        ) : null}
        {payout.txSignature ? (
          <a
            href={explorerUrl(payout.txSignature)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
          >
            {t('moderation.payoutCard.viewTransaction')}
          </a>
        ) : null}
      </article>
    </li>
  );
}
