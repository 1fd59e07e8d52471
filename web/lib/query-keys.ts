// Every TanStack Query key the SPA uses, one factory per resource. Keys are hierarchical, so
// invalidating a prefix (say `leaderboardKeys.all`) reaches every query below it.
import type { Category } from '../../schema/api';

/** The filters of one cached thoughts list. */
export type ThoughtFilters = { category: Category | null; q: string };

export const userKeys = {
  /** The signed-in user, or null. */
  current: ['auth', 'user'] as const,
};

export const pointsKeys = {
  all: ['echo'] as const,
  config: ['echo', 'config'] as const,
  /** Prefix of every user's points: invalidate this after anything that awards points. */
  userPointsAll: ['echo', 'user-points'] as const,
  // Keyed by user so a different account never sees the previous one's cached points.
  userPoints: (userId: string | null) => ['echo', 'user-points', userId ?? 'signed-out'] as const,
  commentStatus: (commentId: string) => ['echo', 'comment-status', commentId] as const,
};

export const leaderboardKeys = {
  /** Prefix of the leaderboard and its history: invalidate this after anything that awards points. */
  all: ['leaderboard'] as const,
  current: ['leaderboard', 'current'] as const,
  history: ['leaderboard', 'history'] as const,
};

export const thoughtKeys = {
  all: ['thoughts'] as const,
  /** Prefix of every thoughts list (any filter): mutations update or invalidate these. */
  lists: ['thoughts', 'list'] as const,
  list: (filters: ThoughtFilters) => ['thoughts', 'list', filters] as const,
  clusters: ['clusters'] as const,
};

export const commentKeys = {
  /** Prefix of every viewer's copy of one thought's comments: invalidate this after changes. */
  forThought: (thoughtId: string) => ['comments', thoughtId] as const,
  // Keyed by viewer because each comment carries the viewer's own upvote status.
  list: (thoughtId: string, viewerId: string | null) =>
    ['comments', thoughtId, viewerId ?? 'signed-out'] as const,
};

export const modKeys = {
  /** Everything in the moderator console: refreshed together after a decision. */
  all: ['mod'] as const,
  queue: ['mod', 'queue'] as const,
  payouts: ['mod', 'payouts'] as const,
  audit: ['mod', 'audit'] as const,
  lookAlikeNames: ['mod', 'look-alike-names'] as const,
};

export const myEchoKeys = {
  /** Prefix of everything private to the signed-in person: invalidate after their own changes. */
  all: ['me'] as const,
  /** Prefix of every account's own thoughts list (their counts follow live events). */
  allThoughts: ['me', 'thoughts'] as const,
  // Keyed by user so a different account never sees the previous one's thoughts.
  thoughts: (userId: string) => ['me', 'thoughts', userId] as const,
  newReplies: (userId: string) => ['me', 'new-replies', userId] as const,
  /** Threads the person commented in that have replies they have not seen. */
  threads: (userId: string) => ['me', 'threads', userId] as const,
};
