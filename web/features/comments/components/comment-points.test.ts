import { expect, test } from 'vitest';
import { DEFAULT_POINT_RULES } from '../../../../schema/constants';
import { commentPoints } from './comment-points';

test('helpful count times the helpful value plus funny count times the funny value', () => {
  const rules = { helpful_comment: 7, funny_comment: 3 };
  expect(commentPoints({ helpfulCount: 2, funnyCount: 5 }, rules)).toBe(29);
});

test('the default rules give 10 per helpful and 5 per funny', () => {
  expect(commentPoints({ helpfulCount: 3, funnyCount: 1 }, DEFAULT_POINT_RULES)).toBe(35);
  expect(commentPoints({ helpfulCount: 0, funnyCount: 0 }, DEFAULT_POINT_RULES)).toBe(0);
});
