import type { HeldPost } from '../../schema/api';

/** A 202 answer: the post was held for review, so it has no id and must not be shown in a list. */
export function isHeldPost(answer: object): answer is HeldPost {
  return 'held' in answer && answer.held === true;
}
