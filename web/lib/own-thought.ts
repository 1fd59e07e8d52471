// Whether the signed-in person wrote a thought. A reply under one's own thought shows one's
// permanent name, and readers may guess from it who wrote the thought: the comment form says so
// before the reply is sent (docs/decisions/081). Thoughts carry no author, so this asks the
// person's own list, and only once they start a reply.
import { useQuery } from '@tanstack/react-query';
import type { MyThought } from '../../schema/api';
import { LIMITS } from '../../schema/constants';
import { apiRequest } from './api-client';
import { myEchoKeys } from './query-keys';

/**
 * Under `myEchoKeys.all`, so the person's own changes refresh it. Kept here, not with the other
 * keys: those load with the first page, whose script is at its budget.
 */
const ownThoughtIdsKey = (userId: string) => [...myEchoKeys.all, 'own-thought-ids', userId];

/** The ids of the person's newest thoughts: one page, the most the server gives at once. */
async function ownThoughtIds(): Promise<string[]> {
  const mine = await apiRequest<MyThought[]>(`/api/me/thoughts?limit=${LIMITS.thoughtsPageMax}`);
  return mine.map((thought) => thought.id);
}

/**
 * Whether `userId` wrote `thoughtId`, asked of the server once `asking` turns true (the reply box
 * got focus) and again each time a reply box asks, so a thought just posted counts. Older than
 * the newest page of one's thoughts, a thought reads as someone else's.
 */
export function useWroteThought(thoughtId: string, userId: string | null, asking: boolean) {
  const ids = useQuery({
    queryKey: ownThoughtIdsKey(userId ?? ''),
    queryFn: ownThoughtIds,
    enabled: asking && userId !== null,
    staleTime: 0,
  });
  return userId !== null && ids.data?.includes(thoughtId) === true;
}
