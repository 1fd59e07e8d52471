// Whether the signed-in person wrote a thought. A reply under one's own thought shows one's
// permanent name, and readers may guess from it who wrote the thought: the comment form says so
// before the reply is sent (docs/decisions/081). Thoughts carry no author, so this asks the
// server for that one thought among the person's own (`GET /api/me/thoughts/:id`, however old
// it is: docs/decisions/083), and only once they start a reply.
import { useQuery } from '@tanstack/react-query';
import { apiRequest, HttpError } from './api-client';
import { myEchoKeys } from './query-keys';

/**
 * Under `myEchoKeys.all`, so the person's own changes refresh it. Kept here, not with the other
 * keys: those load with the first page, whose script is at its budget.
 */
const wroteThoughtKey = (userId: string, thoughtId: string) => [
  ...myEchoKeys.all,
  'wrote-thought',
  userId,
  thoughtId,
];

/** The server answers the person's own thought, and 404 for anyone else's. */
async function wroteThought(thoughtId: string): Promise<boolean> {
  try {
    await apiRequest(`/api/me/thoughts/${encodeURIComponent(thoughtId)}`);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Whether `userId` wrote `thoughtId`, asked of the server once `asking` turns true (the reply box
 * got focus) and again each time a reply box asks, so a thought just posted counts.
 */
export function useWroteThought(thoughtId: string, userId: string | null, asking: boolean) {
  const wrote = useQuery({
    queryKey: wroteThoughtKey(userId ?? '', thoughtId),
    queryFn: () => wroteThought(thoughtId),
    enabled: asking && userId !== null,
    staleTime: 0,
  });
  return userId !== null && wrote.data === true;
}
