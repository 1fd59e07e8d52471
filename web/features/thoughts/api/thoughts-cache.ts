// Cache edits shared by the thought mutations: every cached list (one per filter) holds its own
// copy of a thought, so a like or report must reach all of them.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Thought } from '../../../../schema/api';
import { thoughtKeys, type ThoughtFilters } from '../../../lib/query-keys';

type ThoughtPages = InfiniteData<Thought[], string | undefined>;

export type ThoughtListsSnapshot = [readonly unknown[], ThoughtPages | undefined][];

export function snapshotThoughtLists(client: QueryClient): ThoughtListsSnapshot {
  return client.getQueriesData<ThoughtPages>({ queryKey: thoughtKeys.lists });
}

export function restoreThoughtLists(client: QueryClient, snapshot: ThoughtListsSnapshot) {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

export function updateThoughtInLists(
  client: QueryClient,
  id: string,
  update: (thought: Thought) => Thought,
) {
  client.setQueriesData<ThoughtPages>({ queryKey: thoughtKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((thought) => (thought.id === id ? update(thought) : thought)),
          ),
        }
      : data,
  );
}

/**
 * Puts a new thought on top of every cached list it belongs to. Searched lists are refetched
 * instead: whether the server's search matches it is the server's call.
 */
export function prependThoughtToLists(client: QueryClient, thought: Thought) {
  for (const query of client.getQueryCache().findAll({ queryKey: thoughtKeys.lists })) {
    const filters = query.queryKey[2] as ThoughtFilters | undefined;
    if (!filters || filters.q.trim()) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    if (filters.category && filters.category !== thought.category) continue;
    client.setQueryData<ThoughtPages>(query.queryKey, (data) =>
      data
        ? { ...data, pages: [[thought, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
        : data,
    );
  }
}
