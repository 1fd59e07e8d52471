import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/message-ids';
import { useLanguage, useT } from '../../../i18n/react';
import { useAuditLog } from '../api/get-audit';

// The log stores action codes; an unknown one (newer than this build) shows as its code.
const ACTION_LABELS: Record<string, MessageId> = {
  restore_thought: 'moderation.audit.restoreThought',
  remove_thought: 'moderation.audit.removeThought',
  restore_comment: 'moderation.audit.restoreComment',
  remove_comment: 'moderation.audit.removeComment',
  suspend_author: 'moderation.audit.suspendAuthor',
  lift_suspension: 'moderation.audit.liftSuspension',
  approve_payout: 'moderation.audit.approvePayout',
  reject_payout: 'moderation.audit.rejectPayout',
  mark_paid_payout: 'moderation.audit.markPaidPayout',
  staff_pick: 'moderation.audit.staffPick',
};

/** Every moderation and payout decision, newest first, paging back in time. */
export function AuditTab() {
  const t = useT();
  const { locale } = useLanguage();
  const log = useAuditLog();
  if (log.isPending) return <p role="status">{t('moderation.audit.loading')}</p>;
  if (log.isError) return <p className="text-rose-700">{t('moderation.audit.loadFailed')}</p>;
  const actionLabel = (action: string) => {
    const label = ACTION_LABELS[action];
    return label ? t(label) : action;
  };
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-slate-600">{t('moderation.audit.empty')}</p>;
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('moderation.audit.caption')}</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('moderation.audit.when')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('moderation.audit.who')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('moderation.audit.what')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('moderation.audit.target')}
            </th>
            <th scope="col" className="py-2">
              {t('moderation.audit.note')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(locale)}</time>
              </td>
              <td className="py-2 pr-3 [overflow-wrap:anywhere]">{entry.actor}</td>
              <td className="py-2 pr-3">{actionLabel(entry.action)}</td>
              <td className="py-2 pr-3 font-mono text-xs break-all">{entry.target}</td>
              {/* A note may be one long word (a transaction's signature): break it anywhere, or
                  its column keeps the table wider than a phone at 200% zoom. */}
              <td className="py-2 [overflow-wrap:anywhere]">{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage
            ? t('moderation.audit.loadingMore')
            : t('moderation.audit.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
