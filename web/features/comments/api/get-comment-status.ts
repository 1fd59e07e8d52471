import { queryOptions } from '@tanstack/react-query';
import type { CommentStatus } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/query-keys';

export async function getCommentStatus(commentId: string): Promise<CommentStatus> {
  try {
    return await apiRequest<CommentStatus>(
      `/api/echo/comment-status/${encodeURIComponent(commentId)}`,
    );
  } catch (error) {
    throw new Error('Failed to fetch comment upvote status', { cause: error });
  }
}

// Lists carry statuses inline; this single read resyncs one comment after a refused upvote.
export function commentStatusQueryOptions(commentId: string) {
  return queryOptions({
    queryKey: pointsKeys.commentStatus(commentId),
    queryFn: () => getCommentStatus(commentId),
    staleTime: 0,
  });
}
