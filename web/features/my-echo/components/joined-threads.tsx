import { useId, useState, type ReactNode } from 'react';
import type { JoinedThread, Thought } from '../../../../schema/api';
import { useT } from '../../../i18n/react';
import { categoryName } from '../../../lib/category-labels';
import { useJoinedThreads } from '../api/get-joined-threads';
import { useMarkThreadSeen } from '../api/mark-thread-seen';
import { Pill } from '../../../components/ui/pill';

type JoinedThreadsProps = {
  userId: string;
  /** The comments under an open thread, as on the Community screen (composed by the route). */
  renderComments: (thought: Thought) => ReactNode;
};

function JoinedThreadCard({
  thread,
  open,
  onToggle,
  renderComments,
}: {
  thread: JoinedThread;
  open: boolean;
  onToggle: () => void;
  renderComments: (thought: Thought) => ReactNode;
}) {
  const t = useT();
  const repliesId = useId();
  const { thought } = thread;
  return (
    <article
      aria-label={t('me.threads.label', { category: categoryName(t, thought.category) })}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <Pill tone="brand">{categoryName(t, thought.category)}</Pill>
        {thread.newComments > 0 ? (
          <Pill tone="alert">{t('me.threads.newReplies', { count: thread.newComments })}</Pill>
        ) : null}
      </header>
      <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thought.content}</p>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? repliesId : undefined}
        className="mt-3 inline-flex h-8 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-100"
      >
        {open ? t('me.threads.hideReplies') : t('me.threads.readReplies')}
      </button>
      {open ? (
        <div id={repliesId} className="mt-4 border-t border-slate-200 pt-4">
          {renderComments(thought)}
        </div>
      ) : null}
    </article>
  );
}

/**
 * Threads the person commented in, with replies by others they have not seen: where a reply
 * notification leads (docs/decisions/024). Opening one marks its replies seen.
 */
export function JoinedThreads({ userId, renderComments }: JoinedThreadsProps) {
  const t = useT();
  const query = useJoinedThreads(userId);
  const markSeen = useMarkThreadSeen(userId);
  const [openId, setOpenId] = useState<string | null>(null);

  function toggle(thread: JoinedThread) {
    const opening = openId !== thread.thought.id;
    if (opening && thread.newComments > 0) markSeen.mutate(thread.thought.id);
    setOpenId(opening ? thread.thought.id : null);
  }

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-slate-500">
        {t('me.threads.loading')}
      </p>
    );
  } else if (query.isError) {
    body = <p className="text-rose-700">{t('me.threads.error')}</p>;
  } else if (query.data.length === 0) {
    body = <p className="text-slate-600">{t('me.threads.empty')}</p>;
  } else {
    body = (
      <ul className="space-y-4">
        {query.data.map((thread) => (
          <li key={thread.thought.id}>
            <JoinedThreadCard
              thread={thread}
              open={openId === thread.thought.id}
              onToggle={() => toggle(thread)}
              renderComments={renderComments}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="joined-threads-title" className="space-y-4">
      <h2 id="joined-threads-title" className="text-xl font-semibold">
        {t('me.threads.title')}
      </h2>
      {body}
    </section>
  );
}
