import type { Comment } from '../../schema/api';
import type { CommentView } from '../features/comments/api/get-comments';

/** A comment as the server sends it, for component tests. */
export function buildComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    content: 'You are not alone in this.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    thoughtId: 't1',
    userId: 'author',
    user: { presentationName: 'Author', isAdmin: false, adminRole: null },
    isStaffPick: false,
    isReported: false,
    helpfulCount: 0,
    funnyCount: 0,
    hasUpvotedHelpful: false,
    hasUpvotedFunny: false,
    canUpvote: true,
    onCooldown: false,
    cooldownRemainingMs: 0,
    ...overrides,
  };
}

export function buildCommentView(overrides: Partial<CommentView> = {}): CommentView {
  const comment = buildComment(overrides);
  return { ...comment, cooldownEndsAt: Date.now() + comment.cooldownRemainingMs, ...overrides };
}
