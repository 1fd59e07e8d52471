import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardQueryKey, userPointsQueryKey } from '../../../lib/points-queries';
import { commentsQueryKey } from './get-comments';
import { updateCachedComment } from './update-comment-cache';

export type StaffPickInput = { commentId: string; userId: string };

export function awardStaffPick(input: StaffPickInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/echo/staff-pick', { body: input });
}

export function useStaffPick(thoughtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: awardStaffPick,
    onSuccess: (_answer, { commentId }) => {
      updateCachedComment(client, thoughtId, commentId, (comment) => ({
        ...comment,
        isStaffPick: true,
      }));
      void client.invalidateQueries({ queryKey: leaderboardQueryKey });
      void client.invalidateQueries({ queryKey: userPointsQueryKey });
      void client.invalidateQueries({ queryKey: commentsQueryKey(thoughtId) });
    },
  });
}
