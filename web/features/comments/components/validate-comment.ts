import { LIMITS } from '../../../../schema/constants';
import { visibleLength } from '../../../../schema/posted-text';
import type { MessageId } from '../../../i18n/message-ids';

/** The toast for a refused comment, as messages: the form words it in the reader's language. */
export type CommentProblem = {
  title: MessageId;
  description: MessageId;
  values: Record<string, number>;
};

/** The toast for a comment the server would refuse, or null when it may be sent. */
export function validateComment(content: string): CommentProblem | null {
  const length = content.trim().length;
  if (visibleLength(content) < LIMITS.commentMin) {
    return {
      title: 'thoughts.commentForm.tooShortTitle',
      description: 'thoughts.commentForm.tooShortBody',
      values: { min: LIMITS.commentMin },
    };
  }
  if (length > LIMITS.commentMax) {
    return {
      title: 'thoughts.commentForm.tooLongTitle',
      description: 'thoughts.commentForm.tooLongBody',
      values: { max: LIMITS.commentMax },
    };
  }
  return null;
}
