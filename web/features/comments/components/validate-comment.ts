import { LIMITS } from '../../../../schema/constants';

export type CommentProblem = { title: string; description: string };

/** The toast for a comment the server would refuse, or null when it may be sent. */
export function validateComment(content: string): CommentProblem | null {
  const length = content.trim().length;
  if (length < LIMITS.commentMin) {
    return {
      title: 'Comment too short',
      description: `Please write at least ${LIMITS.commentMin} characters.`,
    };
  }
  if (length > LIMITS.commentMax) {
    return {
      title: 'Comment too long',
      description: `Please keep comments under ${LIMITS.commentMax} characters.`,
    };
  }
  return null;
}
