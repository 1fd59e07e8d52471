import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../schema/constants';
import { HelpUnderDraft } from '../../../components/help/help-under-draft';
import { useDraftReadsAsCrisis } from '../../../lib/use-draft-reads-as-crisis';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/react';
import { describeError, moderationRefusal } from '../../../lib/api-errors';
import { isHeldPost } from '../../../lib/held-post';
import { useCreateComment } from '../api/create-comment';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { useUser } from '../../../lib/user-context';
import { useWroteThought } from '../../../lib/own-thought';
import { validateComment } from './validate-comment';

/** What the last comment's answer asks the form to show under it. */
type Support = 'none' | 'crisis' | 'held';

/**
 * The reply box under a thought. `ownThought`: the screen knows the viewer wrote it (My Echo);
 * elsewhere the form asks once the box gets focus.
 */
export function CommentForm({
  thoughtId,
  ownThought = false,
}: {
  thoughtId: string;
  ownThought?: boolean;
}) {
  const t = useT();
  const { user } = useUser();
  const [replying, setReplying] = useState(false);
  // Asked only where the screen does not know already.
  const wroteIt = useWroteThought(thoughtId, user?.userId ?? null, replying && !ownThought);
  const showsOwnName = user !== null && (ownThought || wroteIt);
  const [content, setContent] = useState('');
  const [support, setSupport] = useState<Support>('none');
  const createComment = useCreateComment(thoughtId);
  const draft = useDraftReadsAsCrisis(content);
  const requireSignIn = useRequireSignIn();
  const inputId = useId();
  const length = content.trim().length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    requireSignIn(() => {
      const problem = validateComment(content);
      if (problem) {
        toast.error(t(problem.title), { description: t(problem.description, problem.values) });
        return;
      }
      createComment.mutate(
        { thoughtId, content: content.trim() },
        {
          onSuccess: (answer) => {
            setContent('');
            // Crisis language is met with help under a comment as under a thought.
            if (isHeldPost(answer)) setSupport('held');
            else setSupport(answer.crisis ? 'crisis' : 'none');
          },
          onError: (error) => {
            // A refusal that also reads as a crisis (a phone number in a cry for help) still
            // shows the help: the 422 says so in `crisis`.
            if (moderationRefusal(error)?.crisis) setSupport('crisis');
            toast.error(t('thoughts.commentForm.postFailed'), {
              description: describeError(error, { 500: 'thoughts.comments.tryAgain' }),
            });
          },
        },
      );
    });
  }

  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={inputId} className="sr-only">
        {t('thoughts.commentForm.label')}
      </label>
      {showsOwnName && (
        <p role="note" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t('thoughts.commentForm.ownThought', { name: user.presentationName })}
        </p>
      )}
      <textarea
        id={inputId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onFocus={() => {
          draft.onFocus();
          setReplying(true);
        }}
        rows={2}
        placeholder={t('thoughts.commentForm.placeholder')}
        aria-describedby={`${inputId}-counter`}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white p-2 text-sm focus:border-brand-500"
      />
      <div className="flex items-center justify-between gap-2">
        <span
          id={`${inputId}-counter`}
          className={`text-xs ${length > LIMITS.commentMax ? 'text-rose-700' : 'text-slate-500'}`}
        >
          {length}/{LIMITS.commentMax}
        </span>
        <Button type="submit" size="sm" disabled={length === 0 || createComment.isPending}>
          {createComment.isPending
            ? t('thoughts.commentForm.posting')
            : t('thoughts.commentForm.post')}
        </Button>
      </div>
      {/* Announced to screen readers as it appears (docs/decisions/084, 090). */}
      <HelpUnderDraft shown={support !== 'none' || draft.readsAsCrisis} held={support === 'held'} />
    </form>
  );
}
