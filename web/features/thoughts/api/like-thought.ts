import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { thoughtKeys } from '../../../lib/query-keys';
import {
  restoreThoughtLists,
  snapshotThoughtLists,
  updateThoughtInLists,
  type ThoughtListsSnapshot,
} from '../../../lib/thought-lists-cache';

export type LikeResult = { likes: number; hasLiked: boolean };

/** Idempotent: sends whether the viewer likes it now, never a count (a retried request cannot double-count). */
export async function likeThought({ id, liked }: { id: string; liked: boolean }) {
  return apiRequest<LikeResult>(`/api/thoughts/${encodeURIComponent(id)}/likes`, {
    method: 'PATCH',
    body: { liked },
  });
}

/** Toggles at once in every cached list, then settles on the server's count or rolls back. */
export function useLikeThought() {
  const client = useQueryClient();
  return useMutation<LikeResult, Error, { id: string; liked: boolean }, ThoughtListsSnapshot>({
    mutationFn: likeThought,
    onMutate: async ({ id, liked }) => {
      // A list fetch still in flight would land after this and overwrite the optimistic value.
      await client.cancelQueries({ queryKey: thoughtKeys.lists });
      const snapshot = snapshotThoughtLists(client);
      updateThoughtInLists(client, id, (thought) =>
        thought.hasLiked === liked
          ? thought
          : { ...thought, hasLiked: liked, likes: Math.max(0, thought.likes + (liked ? 1 : -1)) },
      );
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restoreThoughtLists(client, snapshot);
      toast.error(i18n._('thoughts.card.likeFailed'));
    },
    onSuccess: (result, { id }) => {
      updateThoughtInLists(client, id, (thought) => ({ ...thought, ...result }));
      // The leaderboard is deliberately not refetched: a like's points stay off the public board
      // until the period closes, and a refetch right after a like is how one would watch whose
      // total moved (docs/decisions/015-public-and-private-points.md).
    },
  });
}
