/** Bubble size thresholds, largest first: over 500, 300, 200, 100, else the smallest. */
const TIER_THRESHOLDS = [500, 300, 200, 100] as const;

/** Relative radius of each tier, smallest (0) to largest (4). */
const TIER_RADIUS = [1, 1.2, 1.4, 1.65, 1.9] as const;

/** 0 for 100 or fewer thoughts, up to 4 for more than 500. */
export function bubbleTier(count: number): number {
  const index = TIER_THRESHOLDS.findIndex((threshold) => count > threshold);
  return index === -1 ? 0 : TIER_THRESHOLDS.length - index;
}

/** The weight handed to the circle packing: area grows with the square of the tier's radius. */
export function bubbleWeight(count: number): number {
  const radius = TIER_RADIUS[bubbleTier(count)] ?? 1;
  return radius * radius;
}
