import { expect, test } from 'vitest';
import { bubbleTier, bubbleWeight } from './bubble-tier';

test.each([
  [0, 0],
  [100, 0],
  [101, 1],
  [200, 1],
  [201, 2],
  [300, 2],
  [301, 3],
  [500, 3],
  [501, 4],
  [100_000, 4],
])('%i thoughts is size tier %i', (count, tier) => {
  expect(bubbleTier(count)).toBe(tier);
});

test('each tier weighs more than the one below it', () => {
  const weights = [50, 150, 250, 400, 600].map(bubbleWeight);
  for (let i = 1; i < weights.length; i++) {
    expect(weights[i]).toBeGreaterThan(weights[i - 1] as number);
  }
});
