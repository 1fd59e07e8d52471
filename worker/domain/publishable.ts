import type { ModerationCode, ModerationRefusal } from '../../schema/api';
import { ApiError } from '../lib/errors';
import { CRISIS_LINE_NUMBERS } from './crisis-line-numbers';
import { CRISIS_LINE_SITES } from './crisis-line-sites';
import { moderate, moderateWithModel, type ModerationModel } from './moderation';

/**
 * What happens to a new thought or comment: `visible` is published at once (with the crisis help
 * shown to the poster when `crisis`); `held` is stored for a moderator and never published as is
 * (a crisis together with a threat to others, or harm only the model saw). The flags are stored
 * with the post for review.
 */
export type PostScreening = { status: 'visible' | 'held'; crisis: boolean; threat: boolean };

/** 422 `{error, reason, code, crisis}`: the refusal, and whether help goes with it. */
function refused(code: ModerationCode, reason: string, crisis: boolean): ApiError {
  const body: Omit<ModerationRefusal, 'error'> = { reason, code, crisis };
  return new ApiError(422, 'Content not allowed', { extra: body });
}

/**
 * Screens a post with the rules and, when one is configured, the model; throws the 422 when it
 * is blocked. A crisis line's number passed on to someone is not a contact detail, nor is the
 * Echo name of someone a comment replies to (`addressedNames`, the thread's other commenters).
 */
export async function screenPost(
  text: string,
  model: ModerationModel | null,
  addressedNames: readonly string[] = [],
): Promise<PostScreening> {
  const verdict = await moderateWithModel(text, model, {
    publicNumbers: CRISIS_LINE_NUMBERS,
    publicSites: CRISIS_LINE_SITES,
    addressedNames,
  });
  switch (verdict.outcome) {
    case 'publish':
      return { status: 'visible', crisis: verdict.crisis, threat: false };
    case 'hold':
      return { status: 'held', crisis: verdict.crisis, threat: verdict.flags.includes('threat') };
    case 'block':
      throw refused(verdict.code, verdict.reason, verdict.crisis);
  }
}

/**
 * The pre-check before posting (rules only: a draft never goes to the model). A text the post
 * would hold answers like any crisis: it only decides whether to show help and whether to post.
 */
export function precheck(text: string): { crisis: boolean } {
  const verdict = moderate(text, {
    publicNumbers: CRISIS_LINE_NUMBERS,
    publicSites: CRISIS_LINE_SITES,
  });
  if (verdict.outcome === 'block') throw refused(verdict.code, verdict.reason, verdict.crisis);
  return { crisis: verdict.crisis };
}

const CRISIS_NAME_REASON =
  'Choose another name: names are permanent and shown with every comment, and this one reads as a crisis.';

/**
 * A presentation name follows the post rules (contact details are read without taking digits
 * for letters, so "thread5-ab12" is a name), and a name that reads as a crisis is refused too
 * (docs/decisions/012-crisis-in-posts.md): it would be shown, permanently, next to every comment.
 */
export function assertNameAllowed(name: string): void {
  const verdict = moderate(name);
  if (verdict.outcome !== 'publish') throw refused(verdict.code, verdict.reason, verdict.crisis);
  if (verdict.crisis) throw refused('crisis_name', CRISIS_NAME_REASON, true);
}
