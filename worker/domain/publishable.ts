import { ApiError } from '../lib/errors';
import { CRISIS_HELP, moderate } from './moderation';

/**
 * What happens to a new thought or comment: `visible` is published at once (with the crisis help
 * shown to the poster when `crisis`); `held` is stored for a moderator and never published as is
 * (a crisis together with a threat to others). The flags are stored with the post for review.
 */
export type PostScreening = { status: 'visible' | 'held'; crisis: boolean; threat: boolean };

function blocked(reason: string): ApiError {
  return new ApiError(422, 'Content not allowed', { extra: { reason } });
}

/** Screens a post; throws 422 `{error: 'Content not allowed', reason}` when it is blocked. */
export function screenPost(text: string): PostScreening {
  const verdict = moderate(text);
  switch (verdict.outcome) {
    case 'publish':
      return { status: 'visible', crisis: verdict.crisis, threat: false };
    case 'hold':
      return { status: 'held', crisis: true, threat: verdict.flags.includes('threat') };
    case 'block':
      throw blocked(verdict.reason);
  }
}

const CRISIS_NAME_REASON = `Choose another name: names are permanent and shown with every comment. ${CRISIS_HELP}`;

/**
 * A presentation name follows the post rules, and a name that reads as a crisis is refused too
 * (docs/decisions/012-crisis-in-posts.md): it would be shown, permanently, next to every comment.
 */
export function assertNameAllowed(name: string): void {
  const verdict = moderate(name);
  if (verdict.outcome === 'block' || verdict.outcome === 'hold') throw blocked(verdict.reason);
  if (verdict.crisis) throw blocked(CRISIS_NAME_REASON);
}
