import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys, leaderboardKeys, pointsKeys } from '../../../lib/query-keys';
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
      void client.invalidateQueries({ queryKey: leaderboardKeys.all });
      void client.invalidateQueries({ queryKey: pointsKeys.userPointsAll });
      void client.invalidateQueries({ queryKey: commentKeys.forThought(thoughtId) });
    },
  });
}
