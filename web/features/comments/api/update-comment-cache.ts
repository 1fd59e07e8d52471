import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '../../../lib/query-keys';
import type { CommentView } from './get-comments';

/** Applies `change` to one comment in every cached copy of its thought's comment list. */
export function updateCachedComment(
  client: QueryClient,
  thoughtId: string,
  commentId: string,
  change: (comment: CommentView) => CommentView,
) {
  client.setQueriesData<CommentView[]>({ queryKey: commentKeys.forThought(thoughtId) }, (list) =>
    list?.map((comment) => (comment.id === commentId ? change(comment) : comment)),
  );
}
