import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldPost, PostedComment } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';
import { isHeldPost } from '../../../lib/held-post';
import { commentKeys, thoughtKeys } from '../../../lib/query-keys';
import { toCommentView, type CommentView } from './get-comments';

export type CreateCommentInput = { thoughtId: string; content: string };

/** 201 the new comment (with `crisis`), or 202 when it was held for a moderator. */
export function createComment(input: CreateCommentInput): Promise<PostedComment | HeldPost> {
  return apiRequest<PostedComment | HeldPost>(
    `/api/thoughts/${encodeURIComponent(input.thoughtId)}/comments`,
    {
      body: input,
    },
  );
}

export function useCreateComment(thoughtId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      // A held comment is neither listed nor counted until a moderator restores it.
      if (isHeldPost(comment)) return;
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
