import { useRef } from 'react';
import { toast } from 'sonner';
import { useLanguage, useT } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { useDecideContent } from '../api/decide-content';
import { useQueue } from '../api/get-queue';
import { useSuspendAuthor } from '../api/suspend-author';
import { LookAlikeNames } from './look-alike-names';
import { QueueItem } from './queue-item';

/** Hidden and held posts, oldest first: restore, remove, or suspend the author. */
export function QueueTab() {
  return (
    <>
      <LookAlikeNames />
      <QueueList />
    </>
  );
}

// A 409 here means the post left the queue first (another moderator, or an earlier decision).
const DECIDE_ERRORS = { 409: 'moderation.queue.alreadyDecided' } as const;
// A 404 means the author's account is gone (deleted since the post was queued).
const SUSPEND_ERRORS = { 404: 'moderation.queue.authorGone' } as const;

function QueueList() {
  const t = useT();
  const { locale } = useLanguage();
  const queue = useQueue();
  const decide = useDecideContent();
  const suspend = useSuspendAuthor();
  const items = queue.data?.items ?? [];
  // A decision takes the item out of the queue: focus goes on to the next one, or to "nothing
  // to review" after the last (docs/decisions/094).
  const empty = useRef<HTMLParagraphElement>(null);
  const focusProps = useFocusAfterRemoval(
    items.map((item) => `${item.kind}:${item.id}`),
    empty,
  );

  if (queue.isPending) return <p role="status">{t('moderation.queue.loading')}</p>;
  if (queue.isError) return <p className="text-rose-700">{t('moderation.queue.loadFailed')}</p>;
  if (items.length === 0) {
    return (
      <p ref={empty} tabIndex={-1} className="text-slate-600">
        {t('moderation.queue.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <QueueItem
          key={`${item.kind}:${item.id}`}
          focusProps={focusProps(`${item.kind}:${item.id}`)}
          item={item}
          busy={decide.isPending && decide.variables.id === item.id}
          onRestore={() =>
            decide.mutate(
              { kind: item.kind, id: item.id, action: 'restore' },
              {
                onSuccess: () => toast.success(t('moderation.queue.restored')),
                onError: (error) =>
                  toast.error(t('moderation.queue.restoreFailed'), {
                    description: describeError(error, DECIDE_ERRORS),
                  }),
              },
            )
          }
          onRemove={() =>
            decide.mutate(
              { kind: item.kind, id: item.id, action: 'remove' },
              {
                onSuccess: () => toast.success(t('moderation.queue.removed')),
                onError: (error) =>
                  toast.error(t('moderation.queue.removeFailed'), {
                    description: describeError(error, DECIDE_ERRORS),
                  }),
              },
            )
          }
          onSuspend={(input) =>
            suspend.mutate(
              { authorRef: item.authorRef, ...input },
              {
                onSuccess: ({ suspendedUntil }) =>
                  toast.success(
                    t('moderation.queue.suspended', {
                      until: new Date(suspendedUntil ?? '').toLocaleString(locale),
                    }),
                  ),
                onError: (error) =>
                  toast.error(t('moderation.queue.suspendFailed'), {
                    description: describeError(error, SUSPEND_ERRORS),
                  }),
              },
            )
          }
        />
      ))}
    </ul>
  );
}
