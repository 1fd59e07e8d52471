import type { QueryClient } from '@tanstack/react-query';
import { commentsQueryKey, type CommentView } from './get-comments';

/** Applies `change` to one comment in every cached copy of its thought's comment list. */
export function updateCachedComment(
  client: QueryClient,
  thoughtId: string,
  commentId: string,
  change: (comment: CommentView) => CommentView,
) {
  client.setQueriesData<CommentView[]>({ queryKey: commentsQueryKey(thoughtId) }, (list) =>
    list?.map((comment) => (comment.id === commentId ? change(comment) : comment)),
  );
}
