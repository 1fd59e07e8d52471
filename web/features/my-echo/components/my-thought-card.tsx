import { useId, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { MyThought } from '../../../../schema/api';
import { HelpBox } from '../../../components/help/help-box';
import { ThoughtImage } from '../../../components/thought-image';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { useLanguage, useT } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import type { RemovableItemProps } from '../../../lib/use-focus-after-removal';
import { categoryName } from '../../../lib/category-labels';
import { useDeleteThought } from '../api/delete-thought';
import { useMarkThoughtSeen } from '../api/mark-seen';
import { StatusBadge, StatusExplanation } from './status-note';
import { Pill } from '../../../components/ui/pill';

type MyThoughtCardProps = {
  thought: MyThought;
  expanded: boolean;
  onToggle: () => void;
  renderComments: (thought: MyThought) => ReactNode;
  /** Focus's way back when this card is deleted (useFocusAfterRemoval). */
  focusProps: RemovableItemProps;
};

/** One of the person's own thoughts: where it stands, its replies, and taking it back. */
export function MyThoughtCard({
  thought,
  expanded,
  onToggle,
  renderComments,
  focusProps,
}: MyThoughtCardProps) {
  const t = useT();
  const { locale } = useLanguage();
  const repliesId = useId();
  const markSeen = useMarkThoughtSeen();
  const remove = useDeleteThought();

  function toggleReplies() {
    if (!expanded && thought.newComments > 0) markSeen.mutate(thought.id);
    onToggle();
  }

  function deleteThought() {
    remove.mutate(thought.id, {
      onSuccess: () => toast.success(t('me.thought.deleted')),
      onError: (error) =>
        toast.error(t('me.thought.deleteFailed'), { description: describeError(error) }),
    });
  }

  return (
    <article
      {...focusProps}
      aria-label={t('me.thought.label', { category: categoryName(t, thought.category) })}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Pill tone="brand">{categoryName(t, thought.category)}</Pill>
        <StatusBadge status={thought.status} />
        {thought.newComments > 0 ? (
          <Pill tone="alert">{t('me.thought.newReplies', { count: thought.newComments })}</Pill>
        ) : null}
        <time dateTime={thought.createdAt} className="ml-auto text-slate-600">
          {new Intl.DateTimeFormat(locale).format(new Date(thought.createdAt))}
        </time>
      </header>
      <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thought.content}</p>
      {thought.imageUrl && <ThoughtImage src={thought.imageUrl} />}
      <StatusExplanation status={thought.status} />
      {thought.crisis ? <HelpBox className="mt-3" /> : null}
      <footer className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="px-2">{t('me.thought.likes', { count: thought.likes })}</span>
        <button
          type="button"
          onClick={toggleReplies}
          aria-expanded={expanded}
          aria-controls={expanded ? repliesId : undefined}
          className="inline-flex h-8 items-center rounded-lg px-2 hover:bg-slate-100"
        >
          {t('me.thought.replies', { count: thought.comments })}
        </button>
        <span className="ml-auto">
          <ConfirmAction
            label={t('me.thought.delete')}
            question={t('me.thought.deleteQuestion')}
            confirmLabel={t('me.thought.deleteConfirm')}
            pending={remove.isPending}
            onConfirm={deleteThought}
          />
        </span>
      </footer>
      {expanded ? (
        <div id={repliesId} className="mt-4 border-t border-slate-200 pt-4">
          {thought.status === 'visible' ? (
            renderComments(thought)
          ) : (
            <p className="text-sm text-slate-600">{t('me.thought.repliesNotShown')}</p>
          )}
        </div>
      ) : null}
    </article>
  );
}
