import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, Thought } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { thoughtKeys } from '../../../lib/query-keys';
import { prependThoughtToLists } from './thoughts-cache';

export type NewThought = { content: string; category: Category; imageUrl: string | null };

export async function createThought(input: NewThought): Promise<Thought> {
  return apiRequest<Thought>('/api/thoughts', { body: { ...input, isAnonymous: true } });
}

export function useCreateThought() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createThought,
    onSuccess: (thought) => {
      prependThoughtToLists(client, thought);
      void client.invalidateQueries({ queryKey: thoughtKeys.clusters });
    },
  });
}
