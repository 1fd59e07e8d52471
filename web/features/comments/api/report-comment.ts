import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedComment } from './update-comment-cache';

export type ReportCommentInput = { commentId: string; reason?: string };

export function reportComment({ commentId, reason }: ReportCommentInput) {
  return apiRequest<{ isReported: true }>(`/api/comments/${encodeURIComponent(commentId)}/report`, {
    method: 'PATCH',
    body: reason ? { reason } : {},
  });
}

export function useReportComment(thoughtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportComment,
    onSuccess: (_answer, { commentId }) =>
      updateCachedComment(client, thoughtId, commentId, (comment) => ({
        ...comment,
        isReported: true,
      })),
  });
}
