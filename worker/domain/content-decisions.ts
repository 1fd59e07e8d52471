import type { ContentStatus } from '../../schema/tables';
import type { ContentAction } from '../db/moderation-decisions';

// Restore brings back only what waits for review, and keeps up a visible item readers were worried
// about (the flag is answered); remove takes down anything still live. A removed item is final:
// nothing moves it again.
const ACTION_FROM: Record<ContentAction, readonly ContentStatus[]> = {
  restore: ['hidden', 'held'],
  remove: ['visible', 'hidden', 'held'],
};

export function canDecide(
  action: ContentAction,
  current: { status: ContentStatus; worried: boolean },
): boolean {
  if (action === 'restore' && current.status === 'visible') return current.worried;
  return ACTION_FROM[action].includes(current.status);
}
