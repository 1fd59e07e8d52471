import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Cluster } from '../../../../schema/api';
import { CATEGORIES, categoryGroup } from '../../../../schema/constants';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { ClusterBubbles } from './cluster-bubbles';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CLUSTERS: Cluster[] = CATEGORIES.map((category, index) => ({
  id: `cluster-${index}`,
  category,
  group: categoryGroup(category),
  count: index,
  description: `About ${category}`,
}));

test('the first layout already uses the measured size (no jump from a guessed one)', async () => {
  fakeServer(SIGNED_OUT);
  // A phone-wide map: the groups stack, and every bubble must fit in 400 px from the start.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 400, 600),
  );
  renderWithProviders(<ClusterBubbles clusters={CLUSTERS} selected={null} onSelect={vi.fn()} />);
  const bubbles = await screen.findAllByRole('button', { name: /thoughts?$/ });
  expect(bubbles).toHaveLength(12);
  for (const bubble of bubbles) {
    const right = parseFloat(bubble.style.left) + parseFloat(bubble.style.width);
    expect(right).toBeLessThanOrEqual(400.5);
  }
});
