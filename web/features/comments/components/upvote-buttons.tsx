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

export function UpvoteButtons(props: UpvoteButtonsProps) {
  // A new cooldown deadline restarts the ticking countdown.
  return <UpvoteButtonsUntil key={props.comment.cooldownEndsAt} {...props} />;
}

function UpvoteButtonsUntil({ comment, viewerId, isPending, onUpvote }: UpvoteButtonsProps) {
  const cooldownMs = useMsUntil(comment.cooldownEndsAt);
  const cooldownSeconds = Math.ceil(cooldownMs / 1000);

  function disabledReason(type: UpvoteType): string | null {
    if (viewerId === null) return null;
    if (viewerId === comment.userId) return 'You cannot upvote your own comment';
    const voted = type === 'helpful' ? comment.hasUpvotedHelpful : comment.hasUpvotedFunny;
    if (voted) return `You already marked this ${type}`;
    if (cooldownMs > 0) return `Wait ${cooldownSeconds}s before upvoting again`;
    if (!comment.canUpvote) return 'Upvoting is not available';
    if (isPending) return 'Sending your upvote';
    return null;
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {TYPES.map(({ type, label, icon }) => {
        const count = type === 'helpful' ? comment.helpfulCount : comment.funnyCount;
        const voted = type === 'helpful' ? comment.hasUpvotedHelpful : comment.hasUpvotedFunny;
        const reason = disabledReason(type);
        return (
          <button
            key={type}
            type="button"
            aria-label={`${label} (${count})`}
            aria-pressed={voted}
            title={reason ?? `Mark as ${type}`}
            disabled={reason !== null}
            onClick={() => onUpvote(type)}
            className={`inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
              voted
                ? 'border-brand-500 bg-brand-50 text-brand-700'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
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
