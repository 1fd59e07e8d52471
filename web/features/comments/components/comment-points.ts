import type { PointRules } from '../../../../schema/constants';

/** The points a comment has earned its author from upvotes (staff picks not included). */
export function commentPoints(
  counts: { helpfulCount: number; funnyCount: number },
  rules: Pick<PointRules, 'helpful_comment' | 'funny_comment'>,
): number {
  return counts.helpfulCount * rules.helpful_comment + counts.funnyCount * rules.funny_comment;
}
