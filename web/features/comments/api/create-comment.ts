import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys, thoughtKeys } from '../../../lib/query-keys';
import { toCommentView, type CommentView } from './get-comments';

export type CreateCommentInput = { thoughtId: string; content: string };

export function createComment(input: CreateCommentInput): Promise<Comment> {
  return apiRequest<Comment>(`/api/thoughts/${encodeURIComponent(input.thoughtId)}/comments`, {
    body: input,
  });
}

export function useCreateComment(thoughtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      // Show it at once (oldest first, so at the end), then confirm with the server.
      client.setQueriesData<CommentView[]>(
        { queryKey: commentKeys.forThought(thoughtId) },
        (list) =>
          list && !list.some((c) => c.id === comment.id) ? [...list, toCommentView(comment)] : list,
      );
      void client.invalidateQueries({ queryKey: commentKeys.forThought(thoughtId) });
      // The thought cards show a comment count; their lists live under thoughtKeys.all.
      void client.invalidateQueries({ queryKey: thoughtKeys.all });
    },
  });
}
