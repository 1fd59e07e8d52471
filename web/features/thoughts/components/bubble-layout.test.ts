import { expect, test } from 'vitest';
import type { Cluster } from '../../../../schema/api';
import { CATEGORIES, categoryGroup } from '../../../../schema/constants';
import { layoutBubbles } from './bubble-layout';

const clusters: Cluster[] = CATEGORIES.map((category, index) => ({
  id: `c${index}`,
  category,
  group: categoryGroup(category),
  count: category === 'Work' ? 900 : 10,
  description: '',
}));

test('real problems sit in the left half and memes in the right half', () => {
  const { bubbles } = layoutBubbles(clusters, 1000, 600);
  expect(bubbles).toHaveLength(12);
  for (const bubble of bubbles) {
    if (bubble.cluster.group === 'real') expect(bubble.x + bubble.r).toBeLessThanOrEqual(500.01);
    else expect(bubble.x - bubble.r).toBeGreaterThanOrEqual(499.99);
    expect(bubble.y + bubble.r).toBeLessThanOrEqual(600.01);
  }
});

test('a busier category gets a bigger bubble than a quiet one in its group', () => {
  const { bubbles } = layoutBubbles(clusters, 1000, 600);
  const radius = (name: string) => bubbles.find((b) => b.cluster.category === name)?.r ?? 0;
  expect(radius('Work')).toBeGreaterThan(radius('Anxiety'));
});

test('on a narrow screen the groups stack: real problems on top', () => {
  const { bubbles } = layoutBubbles(clusters, 360, 600);
  for (const bubble of bubbles) {
    if (bubble.cluster.group === 'real') expect(bubble.y + bubble.r).toBeLessThanOrEqual(300.01);
    else expect(bubble.y - bubble.r).toBeGreaterThanOrEqual(299.99);
  }
});
