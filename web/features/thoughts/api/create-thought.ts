import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, HeldPost, PostedThought } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { isHeldPost } from '../../../lib/held-post';
import { thoughtKeys } from '../../../lib/query-keys';
import { prependThoughtToLists } from '../../../lib/thought-lists-cache';

export type NewThought = { content: string; category: Category; imageUrl: string | null };

/** 201 the new thought (with `crisis`), or 202 when it was held for a moderator. */
export async function createThought(input: NewThought): Promise<PostedThought | HeldPost> {
  return apiRequest<PostedThought | HeldPost>('/api/thoughts', {
    body: { ...input, isAnonymous: true },
  });
}

export function useCreateThought() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createThought,
    onSuccess: (thought) => {
      // A held thought is in no public list or count until a moderator restores it.
      if (isHeldPost(thought)) return;
      prependThoughtToLists(client, thought);
      void client.invalidateQueries({ queryKey: thoughtKeys.clusters });
    },
  });
}
