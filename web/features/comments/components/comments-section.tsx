import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../schema/constants';
import type { Thought, UpvoteType } from '../../../../schema/api';
import { useLanguage, useT } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import { usePointRules } from '../../../lib/points-queries';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { useSuspendedUntil } from '../../../lib/use-suspended-until';
import { useUser } from '../../../lib/user-context';
import { useDeleteComment } from '../api/delete-comment';
import { useComments, type CommentView } from '../api/get-comments';
import { useReportComment } from '../api/report-comment';
import { useStaffPick } from '../api/staff-pick';
import { useUpvoteComment } from '../api/upvote-comment';
import { useLiveThread } from '../api/use-live-thread';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';

/**
 * The comments under an expanded thought: oldest first, upvotes, staff picks and the form, kept
 * current while it is open by the thread's live events.
 */
export function CommentsSection({
  thought,
  ownThought = false,
}: {
  thought: Thought;
  /** The viewer wrote the thought (My Echo): the form says a reply shows their name. */
  ownThought?: boolean;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const { user } = useUser();
  const viewerId = user?.userId ?? null;
  const comments = useComments(thought.id, viewerId);
  const live = useLiveThread(thought.id, viewerId);
  const rules = usePointRules();
  const upvote = useUpvoteComment(thought.id);
  const staffPick = useStaffPick(thought.id);
  const report = useReportComment(thought.id);
  const deleteComment = useDeleteComment(thought.id);
  const requireSignIn = useRequireSignIn();
  const suspendedUntil = useSuspendedUntil();
  // A long thread shows 50 at a time: the page stays light and the form stays within reach.
  const [shown, setShown] = useState<number>(LIMITS.commentsPageWeb);
  const heading = useRef<HTMLHeadingElement>(null);
  const listed = comments.data?.slice(0, shown) ?? [];
  const focusProps = useFocusAfterRemoval(
    listed.map((comment) => comment.id),
    heading,
  );

  // Failures are described by their status (describeError); the worker's bare 500, an
  // unexpected failure that explains nothing, gets each action's own fallback words.
  function handleUpvote(comment: CommentView, upvoteType: UpvoteType) {
    requireSignIn(() => {
      if (comment.userId === viewerId) {
        toast.error(t('thoughts.comments.ownComment'));
        return;
      }
      upvote.mutate(
        { commentId: comment.id, upvoteType },
        {
          onError: (error) => {
            const message = describeError(error, { 500: 'thoughts.comments.upvoteFallback' });
            // An upvote's 403 is the server's own-comment check, unless it is a suspension
            // (which describeError words with its end rather than as forbidden).
            if (message === t('errors.error.forbidden')) {
              toast.error(t('thoughts.comments.ownComment'));
            } else {
              toast.error(t('thoughts.comments.upvoteFailed'), { description: message });
            }
          },
        },
      );
    });
  }

  function handleStaffPick(comment: CommentView) {
    requireSignIn(() =>
      staffPick.mutate(
        { commentId: comment.id, userId: comment.userId },
        {
          onSuccess: () => toast.success(t('thoughts.comments.staffPickAwarded')),
          onError: (error) =>
            toast.error(t('thoughts.comments.staffPickFailed'), {
              description: describeError(error, {
                409: 'thoughts.comments.staffPickTaken',
                500: 'thoughts.comments.staffPickFallback',
              }),
            }),
        },
      ),
    );
  }

  function handleReport(comment: CommentView) {
    requireSignIn(() =>
      report.mutate(
        { commentId: comment.id },
        {
          onSuccess: () => toast.success(t('thoughts.comments.reportThanks')),
          onError: (error) =>
            toast.error(describeError(error, { 500: 'thoughts.comments.reportFallback' })),
        },
      ),
    );
  }

  function handleDelete(comment: CommentView) {
    deleteComment.mutate(comment.id, {
      onSuccess: () => toast.success(t('thoughts.comments.deleted')),
      onError: (error) =>
        toast.error(t('thoughts.comments.deleteFailed'), {
          description: describeError(error, { 500: 'thoughts.comments.tryAgain' }),
        }),
    });
  }

  if (live.removed) {
    return (
      <section aria-label={t('thoughts.comments.title')}>
        <p role="status" className="text-sm text-slate-600">
          {t('thoughts.live.thoughtRemoved')}
        </p>
      </section>
    );
  }

  return (
    <section aria-label={t('thoughts.comments.title')}>
      {/* Comments by others that arrive while the thread is open, said once each, politely: a new
          node for each arrival, so a second one from the same person is said too. */}
      <p role="status" aria-live="polite" className="sr-only">
        {live.newComment ? (
          <span key={live.newComment.count}>
            {t('thoughts.live.newComment', { name: live.newComment.from })}
          </span>
        ) : null}
      </p>
      <h3 ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-700">
        {comments.data
          ? t('thoughts.comments.titleCount', { count: comments.data.length })
          : t('thoughts.comments.title')}
      </h3>
      {comments.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-500">
          {t('thoughts.comments.loading')}
        </p>
      ) : comments.isError ? (
        <p className="mt-2 text-sm text-rose-700">{t('thoughts.comments.loadFailed')}</p>
      ) : comments.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('thoughts.comments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {listed.map((comment) => (
            <CommentItem
              key={comment.id}
              focusProps={focusProps(comment.id)}
              comment={comment}
              viewerId={viewerId}
              viewerIsAdmin={user?.isAdmin ?? false}
              rules={rules}
              isUpvotePending={upvote.isPending && upvote.variables.commentId === comment.id}
              isStaffPickPending={
                staffPick.isPending && staffPick.variables.commentId === comment.id
              }
              isDeletePending={deleteComment.isPending && deleteComment.variables === comment.id}
              onUpvote={handleUpvote}
              onStaffPick={handleStaffPick}
              isReportPending={report.isPending && report.variables.commentId === comment.id}
              onReport={handleReport}
              onDelete={handleDelete}
            />
          ))}
        </ul>
      )}
      {comments.data && comments.data.length > shown ? (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-indigo-700 hover:underline"
          onClick={() => setShown((count) => count + LIMITS.commentsPageWeb)}
        >
          {t('thoughts.comments.showMore')}
        </button>
      ) : null}
      {suspendedUntil ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('thoughts.comments.suspended', { until: suspendedUntil.toLocaleString(locale) })}
        </p>
      ) : (
        <CommentForm thoughtId={thought.id} ownThought={ownThought} />
      )}
    </section>
  );
}
