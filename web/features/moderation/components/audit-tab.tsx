import { useState } from 'react';
import { toast } from 'sonner';
import type { AuditEntry } from '../../../../schema/api';
import { readAuditTarget, readSuspensionNote } from '../../../../schema/audit-entry';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/message-ids';
import { useLanguage, useT, type Translate } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import { useAuditLog } from '../api/get-audit';
import { useLiftSuspension } from '../api/lift-suspension';

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

// A 404 means the author's account is gone (deleted since it was suspended).
const LIFT_ERRORS = { 404: 'moderation.queue.authorGone' } as const;

/**
 * The suspensions that still run, by the log entry that set them: for each author, the newest
 * suspension or lift decides, and a suspension runs for the hours its note names. Read from the
 * pages loaded, newest first: the console offers to lift them, where only the API could before
 * (docs/decisions/094).
 */
function runningSuspensions(entries: readonly AuditEntry[], now: number): Map<string, string> {
  const decided = new Set<string>();
  const running = new Map<string, string>();
  for (const entry of entries) {
    const isSuspension = entry.action === 'suspend_author';
    const target = readAuditTarget(entry.target);
    if (target?.kind !== 'author' || decided.has(target.authorRef)) continue;
    if (!isSuspension && entry.action !== 'lift_suspension') continue;
    decided.add(target.authorRef);
    const hours = readSuspensionNote(entry.note)?.hours;
    const until = hours === undefined ? Infinity : Date.parse(entry.at) + hours * 3_600_000;
    if (isSuspension && until > now) running.set(entry.id, target.authorRef);
  }
  return running;
}

/** What a decision was about, in the moderator's language; as stored when this build cannot read it. */
function targetWords(stored: string, t: Translate): string {
  const target = readAuditTarget(stored);
  switch (target?.kind) {
    case 'thought':
      return t('moderation.audit.targetThought', { id: target.id.slice(0, 8) });
    case 'comment':
      return t('moderation.audit.targetComment', { id: target.id.slice(0, 8) });
    case 'author':
      return t('moderation.audit.targetAuthor', { authorRef: target.authorRef.slice(0, 8) });
    case 'payout':
      return t('moderation.audit.targetPayout', { ...target });
    default:
      return stored;
  }
}

/** A suspension's note in the moderator's language; any other note as it was written. */
function noteWords(note: string | null, t: Translate): string {
  const suspension = readSuspensionNote(note);
  return suspension ? t('moderation.audit.noteSuspension', suspension) : (note ?? '');
}

/** Every moderation and payout decision, newest first, paging back in time. */
export function AuditTab() {
  const t = useT();
  const { locale } = useLanguage();
  const log = useAuditLog();
  const lift = useLiftSuspension();
  // As of when the log was drawn: a render may not read the clock.
  const [now] = useState(Date.now);
  if (log.isPending) return <p role="status">{t('moderation.audit.loading')}</p>;
  if (log.isError) return <p className="text-rose-700">{t('moderation.audit.loadFailed')}</p>;
  const actionLabel = (action: string) => {
    const label = ACTION_LABELS[action];
    return label ? t(label) : action;
  };
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-slate-600">{t('moderation.audit.empty')}</p>;
  const running = runningSuspensions(entries, now);
  const liftFor = (authorRef: string) => {
    lift.mutate(authorRef, {
      onSuccess: () => toast.success(t('moderation.audit.lifted')),
      onError: (error) =>
        toast.error(t('moderation.audit.liftFailed'), {
          description: describeError(error, LIFT_ERRORS),
        }),
    });
  };
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
              <td className="py-2 pr-3 break-words" title={entry.target}>
                {targetWords(entry.target, t)}
              </td>
              {/* A note may be one long word (a transaction's signature): break it anywhere, or
                  its column keeps the table wider than a phone at 200% zoom. */}
              <td className="py-2 [overflow-wrap:anywhere]">
                {noteWords(entry.note, t)}
                {running.has(entry.id) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="ml-2"
                    busy={lift.isPending && lift.variables === running.get(entry.id)}
                    onClick={() => liftFor(running.get(entry.id) ?? '')}
                  >
                    {t('moderation.audit.lift')}
                  </Button>
                ) : null}
              </td>
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
