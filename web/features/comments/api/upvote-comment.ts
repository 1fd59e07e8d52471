import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentStatus, UpvoteResponse, UpvoteType } from '../../../../schema/api';
import { TIMINGS } from '../../../../schema/constants';
import { apiRequest, HttpError } from '../../../lib/api-client';
import { commentKeys, leaderboardKeys, pointsKeys } from '../../../lib/query-keys';
import { commentStatusQueryOptions } from './get-comment-status';
import { updateCachedComment } from './update-comment-cache';

export type UpvoteInput = { commentId: string; upvoteType: UpvoteType };

export function upvoteComment(input: UpvoteInput): Promise<UpvoteResponse> {
  return apiRequest<UpvoteResponse>('/api/echo/upvote-comment', { body: input });
}

export function useUpvoteComment(thoughtId: string) {
  const client = useQueryClient();
  const applyStatus = (commentId: string, status: CommentStatus) =>
    updateCachedComment(client, thoughtId, commentId, (comment) => ({
      ...comment,
      ...status,
      cooldownEndsAt: Date.now() + status.cooldownRemainingMs,
    }));

  return useMutation({
    mutationFn: upvoteComment,
    onSuccess: ({ newCounts }, { commentId, upvoteType }) => {
      updateCachedComment(client, thoughtId, commentId, (comment) => ({
        ...comment,
        helpfulCount: newCounts.helpful,
        funnyCount: newCounts.funny,
        hasUpvotedHelpful: comment.hasUpvotedHelpful || upvoteType === 'helpful',
        hasUpvotedFunny: comment.hasUpvotedFunny || upvoteType === 'funny',
        onCooldown: true,
        cooldownRemainingMs: TIMINGS.upvoteCooldownMs,
        cooldownEndsAt: Date.now() + TIMINGS.upvoteCooldownMs,
      }));
      void client.invalidateQueries({ queryKey: leaderboardKeys.all });
      void client.invalidateQueries({ queryKey: pointsKeys.userPointsAll });
      void client.invalidateQueries({ queryKey: commentKeys.forThought(thoughtId) });
    },
    onError: async (error, { commentId }) => {
      // A 409 or 429 means our copy of the status was stale (another tab, a slow refetch):
      // read the server's view of this one comment so the buttons and countdown are right.
      if (error instanceof HttpError && (error.status === 409 || error.status === 429)) {
        try {
          applyStatus(commentId, await client.fetchQuery(commentStatusQueryOptions(commentId)));
        } catch {
          void client.invalidateQueries({ queryKey: commentKeys.forThought(thoughtId) });
        }
      }
    },
  });
}
