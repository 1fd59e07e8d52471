import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api-client';

/**
 * A comment as the screen keeps it: the server's cooldown (relative to when it answered) turned
 * into an absolute instant, so one comment's update never shifts another's countdown.
 */
export type CommentView = Comment & { cooldownEndsAt: number };

export function toCommentView(comment: Comment, now = Date.now()): CommentView {
  return { ...comment, cooldownEndsAt: now + comment.cooldownRemainingMs };
}

/** Prefix of every viewer's copy of one thought's comments: invalidate this after changes. */
export function commentsQueryKey(thoughtId: string) {
  return ['comments', thoughtId] as const;
}

export async function getComments(thoughtId: string): Promise<CommentView[]> {
  const list = await apiRequest<Comment[]>(
    `/api/thoughts/${encodeURIComponent(thoughtId)}/comments`,
  );
  const now = Date.now();
  return list.map((comment) => toCommentView(comment, now));
}

// Keyed by viewer because each comment carries the viewer's own upvote status.
export function commentsQueryOptions(thoughtId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...commentsQueryKey(thoughtId), viewerId ?? 'signed-out'],
    queryFn: () => getComments(thoughtId),
  });
}

export function useComments(thoughtId: string, viewerId: string | null) {
  return useQuery(commentsQueryOptions(thoughtId, viewerId));
}
