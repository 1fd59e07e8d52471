import { useState } from 'react';
import type { UpvoteType } from '../../../../schema/api';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/react';
import type { CommentView } from '../api/get-comments';
import { useMsUntil } from './use-ms-until';

type UpvoteButtonsProps = {
  comment: CommentView;
  /** null when signed out: the buttons stay enabled so a tap can prompt sign-in. */
  viewerId: string | null;
  isPending: boolean;
  onUpvote: (type: UpvoteType) => void;
};

type TypeText = {
  icon: string;
  label: MessageId;
  /** The button's name, with its count. */
  mark: MessageId;
  already: MessageId;
  /** What the live region says once the viewer's vote is counted. */
  counted: MessageId;
};

// One message per type and use: a type's name is never spliced into a sentence.
const TYPES: Record<UpvoteType, TypeText> = {
  helpful: {
    icon: '👍',
    label: 'thoughts.upvote.helpful',
    mark: 'thoughts.upvote.markHelpful',
    already: 'thoughts.upvote.alreadyHelpful',
    counted: 'thoughts.upvote.countedHelpful',
  },
  funny: {
    icon: '😂',
    label: 'thoughts.upvote.funny',
    mark: 'thoughts.upvote.markFunny',
    already: 'thoughts.upvote.alreadyFunny',
    counted: 'thoughts.upvote.countedFunny',
  },
};

const ORDER: readonly UpvoteType[] = ['helpful', 'funny'];

function counts(comment: CommentView, type: UpvoteType) {
  return type === 'helpful'
    ? { count: comment.helpfulCount, voted: comment.hasUpvotedHelpful }
    : { count: comment.funnyCount, voted: comment.hasUpvotedFunny };
}

export function UpvoteButtons(props: UpvoteButtonsProps) {
  const t = useT();
  // The viewer's own vote is announced once the server has counted it (a polite live region):
  // the button they pressed stays focused but its new count would otherwise go unread.
  const [lastVote, setLastVote] = useState<UpvoteType | null>(null);
  const counted = lastVote ? counts(props.comment, lastVote) : null;
  const announcement =
    lastVote && counted?.voted ? t(TYPES[lastVote].counted, { count: counted.count }) : '';
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
  const t = useT();
  const cooldownMs = useMsUntil(comment.cooldownEndsAt);
  const cooldownSeconds = Math.ceil(cooldownMs / 1000);

  function disabledReason(type: UpvoteType): string | null {
    if (viewerId === null) return null;
    if (viewerId === comment.userId) return t('thoughts.upvote.ownComment');
    if (counts(comment, type).voted) return t(TYPES[type].already);
    if (cooldownMs > 0) return t('thoughts.upvote.wait', { seconds: cooldownSeconds });
    if (!comment.canUpvote) return t('thoughts.upvote.unavailable');
    if (isPending) return t('thoughts.upvote.sending');
    return null;
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {ORDER.map((type) => {
        const text = TYPES[type];
        const { count, voted } = counts(comment, type);
        const reason = disabledReason(type);
        // aria-disabled, not disabled: a natively disabled button drops keyboard focus the moment
        // a vote lands, and its reason (the title) could never be reached by keyboard.
        return (
          <button
            key={type}
            type="button"
            aria-pressed={voted}
            aria-disabled={reason !== null}
            title={reason ?? t(text.mark)}
            onClick={() => {
              if (reason === null) onUpvote(type);
            }}
            className={`inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
              voted
                ? 'border-brand-500 bg-brand-50 text-brand-700'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 aria-disabled:hover:bg-white'
            }`}
          >
            {/* Its name is its visible words, "Helpful 3": what a voice control user says. */}
            <span aria-hidden="true">{text.icon}</span>
            {t(text.label)} <span className="font-semibold">{count}</span>
          </button>
        );
      })}
      {viewerId !== null && cooldownMs > 0 ? (
        <span role="timer" className="text-xs text-slate-500">
          {t('thoughts.upvote.cooldown', { seconds: cooldownSeconds })}
        </span>
      ) : null}
    </div>
  );
}
