import type { QueryClient } from '@tanstack/react-query';
import { clustersQueryOptions } from './get-clusters';
import { thoughtsQueryOptions, UNFILTERED_THOUGHTS } from './get-thoughts';

/**
 * Starts the Community screen's first reads (the bubbles and the unfiltered first page) without
 * waiting for them, so they travel alongside the screen's lazily loaded code instead of after it.
 * Cached answers are reused (queries never go stale on their own), so calling it again is free.
 */
export function prefetchCommunity(client: QueryClient): void {
  void client.prefetchQuery(clustersQueryOptions);
  void client.prefetchInfiniteQuery(thoughtsQueryOptions(UNFILTERED_THOUGHTS));
}
