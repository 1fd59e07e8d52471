import { useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../schema/constants';
import type { Thought, UpvoteType } from '../../../../schema/api';
import { errorMessage } from '../../../lib/api-client';
import { usePointRules } from '../../../lib/points-queries';
import { useSuspendedUntil } from '../../../lib/use-suspended-until';
import { useUser } from '../../../lib/user-context';
import { useDeleteComment } from '../api/delete-comment';
import { useComments, type CommentView } from '../api/get-comments';
import { useReportComment } from '../api/report-comment';
import { useStaffPick } from '../api/staff-pick';
import { useUpvoteComment } from '../api/upvote-comment';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';

const OWN_COMMENT = 'Cannot upvote own comment';

/** The comments under an expanded thought: oldest first, upvotes, staff picks and the form. */
export function CommentsSection({ thought }: { thought: Thought }) {
  const { user } = useUser();
  const viewerId = user?.userId ?? null;
  const comments = useComments(thought.id, viewerId);
  const rules = usePointRules();
  const upvote = useUpvoteComment(thought.id);
  const staffPick = useStaffPick(thought.id);
  const report = useReportComment(thought.id);
  const deleteComment = useDeleteComment(thought.id);
  const requireSignIn = useRequireSignIn();
  const suspendedUntil = useSuspendedUntil();
  // A long thread shows 50 at a time: the page stays light and the form stays within reach.
  const [shown, setShown] = useState<number>(LIMITS.commentsPageWeb);

  function handleUpvote(comment: CommentView, upvoteType: UpvoteType) {
    requireSignIn(() => {
      if (comment.userId === viewerId) {
        toast.error(OWN_COMMENT);
        return;
      }
      upvote.mutate(
        { commentId: comment.id, upvoteType },
        {
          onError: (error) => {
            const message = errorMessage(error, 'Failed to upvote comment');
            if (message === OWN_COMMENT) toast.error(OWN_COMMENT);
            else toast.error('Upvote failed', { description: message });
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
          onSuccess: () => toast.success('Staff pick awarded'),
          onError: (error) =>
            toast.error('Staff pick failed', {
              description: errorMessage(error, 'Failed to award staff pick'),
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
          onSuccess: () => toast.success('Thank you. A moderator will take a look.'),
          onError: (error) => toast.error(errorMessage(error, 'Failed to report comment')),
        },
      ),
    );
  }

  function handleDelete(comment: CommentView) {
    deleteComment.mutate(comment.id, {
      onSuccess: () => toast.success('Your comment was deleted'),
      onError: (error) =>
        toast.error('Could not delete your comment', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  }

  return (
    <section aria-label="Comments">
      <h3 className="text-sm font-semibold text-slate-700">
        Comments{comments.data ? ` (${comments.data.length})` : ''}
      </h3>
      {comments.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-500">
          Loading comments...
        </p>
      ) : comments.isError ? (
        <p className="mt-2 text-sm text-rose-700">Could not load comments.</p>
      ) : comments.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No comments yet. Be the first to reply.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {comments.data.slice(0, shown).map((comment) => (
            <CommentItem
              key={comment.id}
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
          Show more comments
        </button>
      ) : null}
      {suspendedUntil ? (
        <p className="mt-3 text-sm text-slate-700">
          Commenting is paused for your account until {suspendedUntil.toLocaleString()}.
        </p>
      ) : (
        <CommentForm thoughtId={thought.id} />
      )}
    </section>
  );
}
