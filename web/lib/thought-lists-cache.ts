// Cache edits of the thought lists, shared by the thought mutations and a thread's live events
// (features/comments): every cached list (one per filter, and My Echo's own) holds its own copy
// of a thought, so a like, a report or a new count must reach all of them.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Thought } from '../../schema/api';
import { myEchoKeys, thoughtKeys, type ThoughtFilters } from './query-keys';

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

/** The counts of a thought that the Community lists and My Echo both show. */
export type ThoughtCounts = Pick<Thought, 'likes' | 'comments'>;

/**
 * Sets a thought's counts wherever it is cached: the Community lists of every filter (feed,
 * category, search) and the viewer's My Echo list (pages of `MyThought`, which keeps its own
 * fields). Nothing of the viewer's own (`hasLiked`) changes.
 */
export function setThoughtCounts(
  client: QueryClient,
  id: string,
  counts: (thought: Thought) => ThoughtCounts,
) {
  for (const queryKey of [thoughtKeys.lists, myEchoKeys.allThoughts]) {
    client.setQueriesData<InfiniteData<Thought[], unknown>>({ queryKey }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page.map((thought) =>
                thought.id === id ? { ...thought, ...counts(thought) } : thought,
              ),
            ),
          }
        : data,
    );
  }
}

/** Takes a thought out of every cached Community list (it is public nowhere any more). */
export function removeThoughtFromLists(client: QueryClient, id: string) {
  client.setQueriesData<ThoughtPages>({ queryKey: thoughtKeys.lists }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.filter((thought) => thought.id !== id)) }
      : data,
  );
}

/**
 * When one of the viewer's own thoughts leaves the public lists, My Echo keeps it with its new
 * status (hidden, removed) or drops it (deleted): only the server knows which, so the My Echo
 * list that holds it is refetched, once.
 */
export function refetchMyThoughtsHolding(client: QueryClient, id: string) {
  void client.invalidateQueries({
    queryKey: myEchoKeys.allThoughts,
    predicate: (query) =>
      (query.state.data as InfiniteData<Thought[], unknown> | undefined)?.pages.some((page) =>
        page.some((thought) => thought.id === id),
      ) ?? false,
  });
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
