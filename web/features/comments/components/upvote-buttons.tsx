import { useState } from 'react';
import type { UpvoteType } from '../../../../schema/api';
import type { CommentView } from '../api/get-comments';
import { useMsUntil } from './use-ms-until';

type UpvoteButtonsProps = {
  comment: CommentView;
  /** null when signed out: the buttons stay enabled so a tap can prompt sign-in. */
  viewerId: string | null;
  isPending: boolean;
  onUpvote: (type: UpvoteType) => void;
};

const TYPES: { type: UpvoteType; label: string; icon: string }[] = [
  { type: 'helpful', label: 'Helpful', icon: '👍' },
  { type: 'funny', label: 'Funny', icon: '😂' },
];

function counts(comment: CommentView, type: UpvoteType) {
  return type === 'helpful'
    ? { count: comment.helpfulCount, voted: comment.hasUpvotedHelpful }
    : { count: comment.funnyCount, voted: comment.hasUpvotedFunny };
}

export function UpvoteButtons(props: UpvoteButtonsProps) {
  // The viewer's own vote is announced once the server has counted it (a polite live region):
  // the button they pressed stays focused but its new count would otherwise go unread.
  const [lastVote, setLastVote] = useState<UpvoteType | null>(null);
  const counted = lastVote ? counts(props.comment, lastVote) : null;
  const announcement =
    lastVote && counted?.voted ? `Marked as ${lastVote}. ${counted.count} ${lastVote} votes.` : '';
  const onUpvote = (type: UpvoteType) => {
    // Signed out, a tap only prompts sign-in: nothing of theirs will be counted.
    if (props.viewerId !== null) setLastVote(type);
    props.onUpvote(type);
  };
  return (
    <>
      <UpvoteButtonsUntil {...props} onUpvote={onUpvote} />
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

function UpvoteButtonsUntil({ comment, viewerId, isPending, onUpvote }: UpvoteButtonsProps) {
  const cooldownMs = useMsUntil(comment.cooldownEndsAt);
  const cooldownSeconds = Math.ceil(cooldownMs / 1000);

  function disabledReason(type: UpvoteType): string | null {
    if (viewerId === null) return null;
    if (viewerId === comment.userId) return 'You cannot upvote your own comment';
    if (counts(comment, type).voted) return `You already marked this ${type}`;
    if (cooldownMs > 0) return `Wait ${cooldownSeconds}s before upvoting again`;
    if (!comment.canUpvote) return 'Upvoting is not available';
    if (isPending) return 'Sending your upvote';
    return null;
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {TYPES.map(({ type, label, icon }) => {
        const { count, voted } = counts(comment, type);
        const reason = disabledReason(type);
        // aria-disabled, not disabled: a natively disabled button drops keyboard focus the moment
        // a vote lands, and its reason (the title) could never be reached by keyboard.
        return (
          <button
            key={type}
            type="button"
            aria-label={`${label} (${count})`}
            aria-pressed={voted}
            aria-disabled={reason !== null}
            title={reason ?? `Mark as ${type}`}
            onClick={() => {
              if (reason === null) onUpvote(type);
            }}
            className={`inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
              voted
                ? 'border-brand-500 bg-brand-50 text-brand-700'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 aria-disabled:hover:bg-white'
            }`}
          >
            <span aria-hidden="true">{icon}</span>
            {label}
            <span className="font-semibold">{count}</span>
          </button>
        );
      })}
      {viewerId !== null && cooldownMs > 0 ? (
        <span role="timer" className="text-xs text-slate-500">
          Cooldown {cooldownSeconds}s
        </span>
      ) : null}
    </div>
  );
}
