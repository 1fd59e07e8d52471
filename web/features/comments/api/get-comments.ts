import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../schema/api';
import { LIMITS } from '../../../../schema/constants';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/query-keys';

/**
 * A comment as the screen keeps it: the server's cooldown (relative to when it answered) turned
 * into an absolute instant, so one comment's update never shifts another's countdown.
 */
export type CommentView = Comment & { cooldownEndsAt: number };

export function toCommentView(comment: Comment, now = Date.now()): CommentView {
  return { ...comment, cooldownEndsAt: now + comment.cooldownRemainingMs };
}

/**
 * The whole thread, oldest first, in pages of up to 200 (the server's maximum): one request for
 * nearly every thread, and a long one still arrives complete.
 */
export async function getComments(thoughtId: string): Promise<CommentView[]> {
  const path = `/api/thoughts/${encodeURIComponent(thoughtId)}/comments`;
  const list: Comment[] = [];
  let page = await apiRequest<Comment[]>(path);
  list.push(...page);
  while (page.length === LIMITS.commentsPageMax) {
    const last = page[page.length - 1];
    if (!last) break;
    page = await apiRequest<Comment[]>(`${path}?after=${encodeURIComponent(last.id)}`);
    list.push(...page);
  }
  const now = Date.now();
  return list.map((comment) => toCommentView(comment, now));
}

export function commentsQueryOptions(thoughtId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: commentKeys.list(thoughtId, viewerId),
    queryFn: () => getComments(thoughtId),
  });
}

export function useComments(thoughtId: string, viewerId: string | null) {
  return useQuery(commentsQueryOptions(thoughtId, viewerId));
}
