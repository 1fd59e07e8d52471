import { useState } from 'react';
import type { ModQueueItem } from '../../../../schema/api';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/message-ids';
import { Trans, useLanguage, useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { timeAgo } from '../../../lib/relative-time';
import type { RemovableItemProps } from '../../../lib/use-focus-after-removal';
import { ConfirmButton } from './confirm-button';
import { SuspendDialog } from './suspend-dialog';

type QueueItemProps = {
  item: ModQueueItem;
  busy: boolean;
  /** Focus's way on when a decision takes this item out of the queue (useFocusAfterRemoval). */
  focusProps: RemovableItemProps;
  onRestore: () => void;
  onRemove: () => void;
  onSuspend: (input: { hours: number; reason: string }) => void;
};

// Whole sentences per kind rather than a noun slotted into one: "thought" and "comment" can
// differ in gender, and so change the words around them, in other languages.
const KIND_TEXT = {
  thought: {
    badge: 'moderation.queueItem.thought',
    label: 'moderation.queueItem.queuedThought',
    image: 'moderation.queueItem.thoughtImage',
    removeTitle: 'moderation.queueItem.removeThoughtTitle',
    removeBody: 'moderation.queueItem.removeThoughtBody',
  },
  comment: {
    badge: 'moderation.queueItem.comment',
    label: 'moderation.queueItem.queuedComment',
    image: 'moderation.queueItem.commentImage',
    removeTitle: 'moderation.queueItem.removeCommentTitle',
    removeBody: 'moderation.queueItem.removeCommentBody',
  },
} satisfies Record<ModQueueItem['kind'], Record<string, MessageId>>;

/**
 * One fact about the item. A screen reader hears a pause after each ("Thought, Family, Urgent,")
 * where the badges ran together into one phrase (docs/decisions/094); `label` names what a bare
 * value would not say ("Language: Japanese").
 */
function Badge({
  children,
  tone,
  label,
}: {
  children: string;
  tone: 'rose' | 'amber' | 'slate';
  label?: string;
}) {
  const tones = {
    rose: 'bg-rose-100 text-rose-800',
    amber: 'bg-amber-100 text-amber-800',
    slate: 'bg-slate-100 text-slate-700',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {children}
      <span className="sr-only">, </span>
    </span>
  );
}

/** One post waiting for a decision: what it says, why it waits, and what can be done. */
export function QueueItem({
  item,
  busy,
  focusProps,
  onRestore,
  onRemove,
  onSuspend,
}: QueueItemProps) {
  const t = useT();
  const { locale } = useLanguage();
  // How long it has waited, as of when the queue was drawn.
  const [now] = useState(Date.now);
  const text = KIND_TEXT[item.kind];
  const when = (iso: string) => new Date(iso).toLocaleString(locale);
  // The text's language in the moderator's own ("Japanese", "日本語"), so one who reads it takes it.
  const languageName = (code: string) =>
    new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return (
    <li>
      <article
        {...focusProps}
        aria-label={t(text.label)}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="slate">{t(text.badge)}</Badge>
          {item.category ? <Badge tone="slate">{categoryName(t, item.category)}</Badge> : null}
          {item.urgent ? <Badge tone="rose">{t('moderation.queueItem.urgent')}</Badge> : null}
          {item.reason === 'held' ? (
            <Badge tone="rose">{t('moderation.queueItem.held')}</Badge>
          ) : item.reason === 'worried' ? (
            <Badge tone="rose">{t('moderation.queueItem.worried')}</Badge>
          ) : (
            <Badge tone="amber">
              {t('moderation.queueItem.hiddenByReports', { count: item.reports.length })}
            </Badge>
          )}
          {item.language ? (
            <Badge tone="slate" label={t('common.language.label')}>
              {languageName(item.language)}
            </Badge>
          ) : null}
          {item.flags.crisis ? <Badge tone="rose">{t('moderation.queueItem.crisis')}</Badge> : null}
          {item.flags.threat ? <Badge tone="rose">{t('moderation.queueItem.threat')}</Badge> : null}
          <time
            dateTime={item.createdAt}
            title={when(item.createdAt)}
            className="ml-auto text-slate-500"
          >
            {timeAgo(item.createdAt, now, locale, 'minute') ?? t('common.time.justNow')}
          </time>
        </div>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-900">{item.content}</p>
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={t(text.image)}
            className="mt-3 max-h-48 rounded-lg border border-slate-200"
          />
        ) : null}
        <p className="mt-3 text-xs text-slate-500">
          <Trans
            id="moderation.queueItem.author"
            values={{ authorRef: item.authorRef.slice(0, 8) }}
            components={{ 0: <code className="font-mono" /> }}
          />
        </p>
        {item.reports.length > 0 ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-700">
              {t('moderation.queueItem.reports', { count: item.reports.length })}
            </summary>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {item.reports.map((report, index) => (
                <li key={index}>
                  {report.reason || t('moderation.queueItem.noReason')}{' '}
                  <span className="text-slate-400">· {when(report.createdAt)}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" busy={busy} onClick={onRestore}>
            {/* A worried-about item is public already: "restore" keeps it up and answers the flag. */}
            {item.reason === 'worried'
              ? t('moderation.queueItem.keep')
              : t('moderation.queueItem.restore')}
          </Button>
          <ConfirmButton
            label={t('moderation.queueItem.remove')}
            title={t(text.removeTitle)}
            description={t(text.removeBody)}
            confirmLabel={t('moderation.queueItem.remove')}
            busy={busy}
            onConfirm={onRemove}
          />
          <SuspendDialog authorRef={item.authorRef} busy={busy} onSuspend={onSuspend} />
        </div>
      </article>
    </li>
  );
}
