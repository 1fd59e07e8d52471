import { useState } from 'react';
import type { UpvoteType } from '../../../../schema/api';
import type { PointRules } from '../../../../schema/constants';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { CommentView } from '../api/get-comments';
import { AdminBadge } from '../../../components/admin-badge';
import { useLanguage, useT } from '../../../i18n/react';
import { timeAgo } from '../../../lib/relative-time';
import type { RemovableItemProps } from '../../../lib/use-focus-after-removal';
import { commentPoints } from './comment-points';
import { WorriedAboutThem } from '../../../components/worried/worried-about-them';
import { UpvoteButtons } from './upvote-buttons';

type CommentItemProps = {
  comment: CommentView;
  viewerId: string | null;
  viewerIsAdmin: boolean;
  rules: PointRules;
  isUpvotePending: boolean;
  isStaffPickPending: boolean;
  isReportPending: boolean;
  isDeletePending: boolean;
  onUpvote: (comment: CommentView, type: UpvoteType) => void;
  onStaffPick: (comment: CommentView) => void;
  onReport: (comment: CommentView) => void;
  onDelete: (comment: CommentView) => void;
  /** Focus's way back when this comment is deleted (useFocusAfterRemoval). */
  focusProps: RemovableItemProps;
};

/** When the comment was posted, counted from minutes ("5m ago"). */
function PostedAt({ iso }: { iso: string }) {
  const t = useT();
  const { locale } = useLanguage();
  // As of when the comment appeared: a render may not read the clock (its output must be pure).
  const [now] = useState(Date.now);
  return (
    <time dateTime={iso} className="text-slate-500">
      {timeAgo(iso, now, locale, 'minute') ?? t('common.time.justNow')}
    </time>
  );
}

export function CommentItem({
  comment,
  viewerId,
  viewerIsAdmin,
  rules,
  isUpvotePending,
  isStaffPickPending,
  isReportPending,
  isDeletePending,
  onUpvote,
  onStaffPick,
  onReport,
  onDelete,
  focusProps,
}: CommentItemProps) {
  const t = useT();
  const points = commentPoints(comment, rules);
  // A deleted account's comment has no text, and its tombstone's name is stored in English: say
  // it in the reader's language (docs/decisions/013).
  const name =
    comment.content === '' ? t('thoughts.commentItem.deletedUser') : comment.user.presentationName;
  return (
    <li {...focusProps} aria-label={t('thoughts.commentItem.label', { name })} className="py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{name}</span>
        <AdminBadge user={comment.user} />
        <PostedAt iso={comment.createdAt} />
        {comment.isStaffPick ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            ⭐ {t('thoughts.commentItem.staffPick')}
          </span>
        ) : null}
        <span
          title={t('thoughts.commentItem.pointsTitle')}
          className="ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
        >
          {t('thoughts.commentItem.points', { points })}
        </span>
      </div>
      {comment.content === '' ? (
        // A deleted account's comment: its text was removed (docs/decisions/013).
        <p className="mt-1 text-slate-500 italic">{t('thoughts.commentItem.deleted')}</p>
      ) : (
        <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{comment.content}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <UpvoteButtons
          comment={comment}
          viewerId={viewerId}
          isPending={isUpvotePending}
          onUpvote={(type) => onUpvote(comment, type)}
        />
        {/* Nobody worries about or reports their own words; signed-out visitors get the
            connect prompt. A deleted account's comment has nobody behind it any more. */}
        {comment.userId !== viewerId && comment.content !== '' ? (
          <WorriedAboutThem kind="comment" id={comment.id} />
        ) : null}
        {comment.userId !== viewerId ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={comment.isReported || isReportPending}
            onClick={() => onReport(comment)}
          >
            {comment.isReported
              ? t('thoughts.commentItem.reported')
              : t('thoughts.commentItem.report')}
          </Button>
        ) : null}
        {/* The server lets admins pick others' comments only; showing the button anywhere
            else would only yield errors. */}
        {viewerIsAdmin && !comment.isStaffPick && comment.userId !== viewerId ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={isStaffPickPending}
            onClick={() => onStaffPick(comment)}
          >
            {t('thoughts.commentItem.awardStaffPick')}
          </Button>
        ) : null}
        {comment.userId === viewerId ? (
          <ConfirmAction
            label={t('thoughts.commentItem.delete')}
            question={t('thoughts.commentItem.deleteQuestion')}
            confirmLabel={t('thoughts.commentItem.deleteConfirm')}
            pending={isDeletePending}
            onConfirm={() => onDelete(comment)}
          />
        ) : null}
      </div>
    </li>
  );
}
