// A thread's live events (GET /api/thoughts/:id/live) applied to the query cache as they come:
// the event carries the change itself, so nothing is refetched per event (docs/decisions/024).
import type { QueryClient } from '@tanstack/react-query';
import type { Comment, LiveEvent } from '../../../../schema/api';
import { commentKeys } from '../../../lib/query-keys';
import {
  refetchMyThoughtsHolding,
  removeThoughtFromLists,
  setThoughtCounts,
} from '../../../lib/thought-lists-cache';
import { toCommentView, type CommentView } from './get-comments';
import { updateCachedComment } from './update-comment-cache';

/** The viewer a cached comment list belongs to, read from its key (`commentKeys.list`). */
function viewerOfList(queryKey: readonly unknown[]): string | null {
  const viewer = queryKey[2];
  return typeof viewer === 'string' && viewer !== 'signed-out' ? viewer : null;
}

/**
 * A comment as the room sends it (a signed-out reader's view) turned into this viewer's view,
 * as the server's comment status would put it (worker/domain/comment-votes.ts): nobody has voted
 * on a comment that was just posted, so there is no cooldown, and anyone signed in may upvote
 * it except its author.
 */
export function asSeenBy(comment: Comment, viewerId: string | null): Comment {
  return {
    ...comment,
    hasUpvotedHelpful: false,
    hasUpvotedFunny: false,
    onCooldown: false,
    cooldownRemainingMs: 0,
    isReported: false,
    canUpvote: viewerId !== null && viewerId !== comment.userId,
  };
}

/**
 * Appends a new comment to each cached copy of its thread that does not have it yet (the
 * author's own copy already does, from the mutation), in that copy's viewer's view. Returns
 * whether any copy gained it.
 */
export function addLiveComment(client: QueryClient, thoughtId: string, comment: Comment): boolean {
  let added = false;
  const now = Date.now();
  for (const [queryKey, list] of client.getQueriesData<CommentView[]>({
    queryKey: commentKeys.forThought(thoughtId),
  })) {
    if (!list || list.some((existing) => existing.id === comment.id)) continue;
    client.setQueryData<CommentView[]>(queryKey, [
      ...list,
      toCommentView(asSeenBy(comment, viewerOfList(queryKey)), now),
    ]);
    added = true;
  }
  return added;
}

/** New upvote counts of one comment; each viewer's own votes and cooldown stay as they were. */
export function setLiveCommentCounts(
  client: QueryClient,
  thoughtId: string,
  counts: { commentId: string; helpfulCount: number; funnyCount: number },
) {
  updateCachedComment(client, thoughtId, counts.commentId, (comment) => ({
    ...comment,
    helpfulCount: counts.helpfulCount,
    funnyCount: counts.funnyCount,
  }));
}

/**
 * Drops a comment from each cached copy of its thread and counts one comment fewer on the
 * thought's cards, but only when a copy still had it: when the viewer's own delete has already
 * refetched both, the count is already right.
 */
export function removeLiveComment(client: QueryClient, thoughtId: string, commentId: string) {
  let removed = false;
  client.setQueriesData<CommentView[]>({ queryKey: commentKeys.forThought(thoughtId) }, (list) => {
    if (!list?.some((comment) => comment.id === commentId)) return list;
    removed = true;
    return list.filter((comment) => comment.id !== commentId);
  });
  if (removed) {
    setThoughtCounts(client, thoughtId, (thought) => ({
      likes: thought.likes,
      comments: Math.max(0, thought.comments - 1),
    }));
  }
}

/** What the screen does beyond the cache: announce a new comment, or close the thread. */
export type LiveOutcome =
  { kind: 'comment'; comment: Comment } | { kind: 'thought-removed' } | { kind: 'none' };

/** Applies one event of the thread `thoughtId` to the cache. */
export function applyLiveEvent(
  client: QueryClient,
  thoughtId: string,
  event: LiveEvent,
): LiveOutcome {
  switch (event.type) {
    case 'comment.created':
      return addLiveComment(client, thoughtId, event.comment)
        ? { kind: 'comment', comment: event.comment }
        : { kind: 'none' };
    case 'comment.counts':
      setLiveCommentCounts(client, thoughtId, event);
      return { kind: 'none' };
    case 'comment.removed':
      removeLiveComment(client, thoughtId, event.commentId);
      return { kind: 'none' };
    case 'thought.counts':
      setThoughtCounts(client, event.thoughtId, () => ({
        likes: event.likes,
        comments: event.comments,
      }));
      return { kind: 'none' };
    case 'thought.removed':
      removeThoughtFromLists(client, event.thoughtId);
      refetchMyThoughtsHolding(client, event.thoughtId);
      return { kind: 'thought-removed' };
    default:
      return { kind: 'none' };
  }
}
