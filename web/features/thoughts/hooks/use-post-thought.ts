import { useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../../schema/api';
import { LIMITS } from '../../../../schema/constants';
import { visibleLength } from '../../../../schema/posted-text';
import { useT } from '../../../i18n/react';
import { HttpError } from '../../../lib/api-client';
import { describeError, moderationRefusal } from '../../../lib/api-errors';
import { isHeldPost } from '../../../lib/held-post';
import { useCreateThought } from '../api/create-thought';
import { useModerateContent } from '../api/moderate-content';
import { useUploadImage } from '../api/upload-image';

/** The upload's answers that say what to change, not to try again: 413, 415 and 429. */
const UPLOAD_REFUSALS: ReadonlySet<number> = new Set([413, 415, 429]);

export type ThoughtDraft = { content: string; category: Category | ''; image: File | null };

/**
 * The posting sequence: local checks, the moderation pre-check, the image upload, then the post.
 * Each step stops the sequence with its own toast; resolves true when the thought was created or
 * held for a moderator (`held`: a crisis that also threatens others, never published as is).
 */
export function usePostThought() {
  const t = useT();
  const moderation = useModerateContent();
  const upload = useUploadImage();
  const creation = useCreateThought();
  const [isPending, setPending] = useState(false);
  const [showCrisisSupport, setShowCrisisSupport] = useState(false);
  const [held, setHeld] = useState(false);

  async function post(draft: ThoughtDraft): Promise<boolean> {
    const content = draft.content.trim();
    if (!content || !draft.category) {
      toast.error(t('thoughts.composer.missingTitle'), {
        description: t('thoughts.composer.missingBody'),
      });
      return false;
    }
    if (visibleLength(content) < LIMITS.thoughtMin) {
      toast.error(t('thoughts.composer.tooShortTitle'), {
        description: t('thoughts.composer.tooShortBody'),
      });
      return false;
    }
    setPending(true);
    setHeld(false);
    try {
      let crisis: boolean;
      try {
        crisis = (await moderation.mutateAsync(content)).crisis;
      } catch (error) {
        // 422: refused, and its `code` says what to change; any other failure is the check's own.
        // A refusal that also reads as a crisis shows the help all the same.
        if (moderationRefusal(error)?.crisis) setShowCrisisSupport(true);
        if (error instanceof HttpError && error.status === 422) {
          toast.error(t('thoughts.composer.blockedTitle'), { description: describeError(error) });
        } else {
          toast.error(t('thoughts.composer.checkFailedTitle'), {
            description: t('thoughts.composer.checkFailedBody'),
          });
        }
        return false;
      }
      // Crisis language is never blocked; the poster sees where to find help and still posts.
      if (crisis) setShowCrisisSupport(true);

      let imageUrl: string | null = null;
      if (draft.image) {
        try {
          imageUrl = (await upload.mutateAsync(draft.image)).imageUrl;
        } catch (error) {
          // No fallback to a local object URL: nobody else could ever see that image. A refusal
          // that trying again cannot mend (no image inside, too large, too many this hour) says
          // why; anything else asks to try again.
          const refused = error instanceof HttpError && UPLOAD_REFUSALS.has(error.status);
          toast.error(t('thoughts.composer.uploadFailedTitle'), {
            description: refused ? describeError(error) : t('thoughts.composer.uploadFailedBody'),
          });
          return false;
        }
      }

      try {
        const answer = await creation.mutateAsync({ content, category: draft.category, imageUrl });
        // The post's own answer decides too: its moderation may see what the pre-check did not.
        if (answer.crisis) setShowCrisisSupport(true);
        if (isHeldPost(answer)) setHeld(true);
        return true;
      } catch (error) {
        // 422: the server's own moderation refused the text (it may be stricter than the pre-check).
        const blocked = error instanceof HttpError && error.status === 422;
        if (moderationRefusal(error)?.crisis) setShowCrisisSupport(true);
        toast.error(
          t(blocked ? 'thoughts.composer.blockedTitle' : 'thoughts.composer.postFailedTitle'),
          // The worker's bare 500 (an unexpected failure) explains nothing: the post simply failed.
          { description: describeError(error, { 500: 'thoughts.composer.createFailed' }) },
        );
        return false;
      }
    } finally {
      setPending(false);
    }
  }

  return { post, isPending, showCrisisSupport, held };
}
