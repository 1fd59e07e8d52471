// What each write sets off once its D1 batch has committed, in one table instead of a hook in
// every route: which signed-out edge-cache reads it purges, so a reader without a session sees
// the change on their next request (docs/decisions/018); which live events the thread's room
// sends its readers; and whether it is a reply that notifies people (docs/decisions/024). Every
// write route of the app has a row, even when it sets off nothing: a test walks the app's routes
// against `Write`, so a new write path cannot forget to say what it changes.
import type { Context } from 'hono';
import type { Comment, LiveEvent } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { forgetCachedRead, publicReadKey, type PublicRead } from '../lib/edge-cache';
import { notifyReply, tellThread } from './live';

/** Where a thought or comment lives in the public reads. */
export type Placement = { category: string; thoughtId: string };

/** A thought's public counts after a write. */
type ThoughtCounts = { likes: number; comments: number };

/** A moderator's decision on a thought (commentId null) or a comment. */
type Decision = Placement & { commentId: string | null; removed: boolean };

/** What a write changed, as each row of the table needs it. */
type Changes = {
  'POST /api/auth/nonce': null;
  'POST /api/auth/verify': null;
  'POST /api/auth/logout': null;
  /** The public thoughts that went with the account (its comments change later, by the cron). */
  'DELETE /api/auth/account': { thoughts: { id: string; category: string }[] };
  'POST /api/thoughts': { category: string; published: boolean };
  'PATCH /api/thoughts/:id/likes': { thoughtId: string; counts: ThoughtCounts };
  'PATCH /api/thoughts/:id/report': Placement & { hidden: boolean };
  'DELETE /api/thoughts/:id': Placement;
  /** A published comment carries its public form (as a signed-out reader gets it) and counts. */
  'POST /api/thoughts/:id/comments': Placement &
    (
      | { published: false }
      | { published: true; comment: Comment; counts: ThoughtCounts; replierId: string }
    );
  'PATCH /api/comments/:id/report': Placement & { commentId: string; hidden: boolean };
  'PATCH /api/thoughts/:id/worried': null;
  'PATCH /api/comments/:id/worried': null;
  'DELETE /api/comments/:id': Placement & { commentId: string; wasVisible: boolean };
  'POST /api/moderate-content': null;
  'POST /api/upload-image': null;
  'POST /api/echo/daily-login': null;
  'POST /api/echo/upvote-comment': {
    thoughtId: string;
    commentId: string;
    helpfulCount: number;
    funnyCount: number;
  };
  'POST /api/echo/staff-pick': Placement;
  'POST /api/me/thoughts/:id/seen': null;
  'POST /api/me/threads/:id/seen': null;
  'POST /api/me/opened': null;
  'POST /api/push/subscriptions': null;
  'DELETE /api/push/subscriptions': null;
  'POST /api/mod/thoughts/:id': Decision;
  'POST /api/mod/comments/:id': Decision;
  'POST /api/mod/authors/:authorRef/suspend': null;
  'DELETE /api/mod/authors/:authorRef/suspend': null;
  'POST /api/mod/payouts/:id': null;
};

export type Write = keyof Changes;

/** Live events for one thread's readers. */
type ThreadEvents = { thoughtId: string; events: LiveEvent[] };

/** What one write sets off. */
type Effects = {
  purges: PublicRead[];
  live?: ThreadEvents[];
  /** A visible comment: the people it replies to may be notified. */
  reply?: { thoughtId: string; replierId: string };
};

const NOTHING: Effects = { purges: [] };

const thoughtRemoved = (thoughtId: string): ThreadEvents => ({
  thoughtId,
  events: [{ type: 'thought.removed', thoughtId }],
});

const commentRemoved = (thoughtId: string, commentId: string): ThreadEvents => ({
  thoughtId,
  events: [{ type: 'comment.removed', commentId }],
});

/** Every list a thought appears in, and its thread. */
function listsOf(placement: Placement): PublicRead[] {
  return [
    { read: 'feed' },
    { read: 'categoryFeed', category: placement.category },
    { read: 'clusters' },
    { read: 'thoughtComments', thoughtId: placement.thoughtId },
  ];
}

// Threads purged by name when an account goes: a bounded number of subrequests; the rest of its
// threads answer 404 once their short TTL (10 s) runs out.
const ACCOUNT_THREADS_PURGED = 50;

/** The feed, each category feed and the cluster counts, plus the threads of these thoughts. */
function listsOfMany(thoughts: { id: string; category: string }[]): PublicRead[] {
  const categories = [...new Set(thoughts.map((thought) => thought.category))];
  return [
    { read: 'feed' },
    { read: 'clusters' },
    ...categories.map((category): PublicRead => ({ read: 'categoryFeed', category })),
    ...thoughts
      .slice(0, ACCOUNT_THREADS_PURGED)
      .map((thought): PublicRead => ({ read: 'thoughtComments', thoughtId: thought.id })),
  ];
}

const EFFECTS: { [W in Write]: (change: Changes[W]) => Effects } = {
  'POST /api/auth/nonce': () => NOTHING,
  'POST /api/auth/verify': () => NOTHING,
  'POST /api/auth/logout': () => NOTHING,
  'DELETE /api/auth/account': ({ thoughts }) =>
    thoughts.length > 0
      ? {
          purges: listsOfMany(thoughts),
          live: thoughts
            .slice(0, ACCOUNT_THREADS_PURGED)
            .map((thought) => thoughtRemoved(thought.id)),
        }
      : NOTHING,
  // A held post is public nowhere: nothing to purge.
  'POST /api/thoughts': ({ category, published }) =>
    published
      ? {
          purges: [{ read: 'feed' }, { read: 'categoryFeed', category }, { read: 'clusters' }],
        }
      : NOTHING,
  // Lists cache the like count for 10 s; the open thread hears it at once.
  'PATCH /api/thoughts/:id/likes': ({ thoughtId, counts }) => ({
    purges: [],
    live: [{ thoughtId, events: [{ type: 'thought.counts', thoughtId, ...counts }] }],
  }),
  // A report that hides nothing changes no public read.
  'PATCH /api/thoughts/:id/report': ({ hidden, ...placement }) =>
    hidden ? { purges: listsOf(placement), live: [thoughtRemoved(placement.thoughtId)] } : NOTHING,
  'DELETE /api/thoughts/:id': (placement) => ({
    purges: listsOf(placement),
    live: [thoughtRemoved(placement.thoughtId)],
  }),
  // A held comment is public nowhere and notifies nobody.
  'POST /api/thoughts/:id/comments': (change) =>
    change.published
      ? {
          purges: listsOf(change),
          live: [
            {
              thoughtId: change.thoughtId,
              events: [
                { type: 'comment.created', comment: change.comment },
                { type: 'thought.counts', thoughtId: change.thoughtId, ...change.counts },
              ],
            },
          ],
          reply: { thoughtId: change.thoughtId, replierId: change.replierId },
        }
      : NOTHING,
  'PATCH /api/comments/:id/report': ({ hidden, commentId, ...placement }) =>
    hidden
      ? {
          purges: listsOf(placement),
          live: [commentRemoved(placement.thoughtId, commentId)],
        }
      : NOTHING,
  'DELETE /api/comments/:id': ({ wasVisible, commentId, ...placement }) =>
    wasVisible
      ? {
          purges: listsOf(placement),
          live: [commentRemoved(placement.thoughtId, commentId)],
        }
      : NOTHING,
  // A worried flag changes no public read: the item stays as it was, urgent for moderators.
  'PATCH /api/thoughts/:id/worried': () => NOTHING,
  'PATCH /api/comments/:id/worried': () => NOTHING,
  'POST /api/moderate-content': () => NOTHING,
  'POST /api/upload-image': () => NOTHING,
  'POST /api/echo/daily-login': () => NOTHING,
  'POST /api/echo/upvote-comment': ({ thoughtId, ...counts }) => ({
    purges: [],
    live: [{ thoughtId, events: [{ type: 'comment.counts', ...counts }] }],
  }),
  // The thread shows the pick's badge.
  'POST /api/echo/staff-pick': (placement) => ({
    purges: [{ read: 'thoughtComments', thoughtId: placement.thoughtId }],
  }),
  'POST /api/me/thoughts/:id/seen': () => NOTHING,
  'POST /api/me/threads/:id/seen': () => NOTHING,
  'POST /api/me/opened': () => NOTHING,
  'POST /api/push/subscriptions': () => NOTHING,
  'DELETE /api/push/subscriptions': () => NOTHING,
  // A restored thought or comment reaches open threads on their next refetch.
  'POST /api/mod/thoughts/:id': ({ removed, commentId: _, ...placement }) => ({
    purges: listsOf(placement),
    live: removed ? [thoughtRemoved(placement.thoughtId)] : [],
  }),
  'POST /api/mod/comments/:id': ({ removed, commentId, ...placement }) => ({
    purges: listsOf(placement),
    live: removed && commentId !== null ? [commentRemoved(placement.thoughtId, commentId)] : [],
  }),
  'POST /api/mod/authors/:authorRef/suspend': () => NOTHING,
  'DELETE /api/mod/authors/:authorRef/suspend': () => NOTHING,
  'POST /api/mod/payouts/:id': () => NOTHING,
};

/**
 * Runs what the write sets off. Call it after the write's batch has committed and only when the
 * write changed something (a refused or repeated write sets off nothing).
 */
export async function afterCommit<W extends Write>(
  c: Context<AppEnv>,
  write: W,
  change: Changes[W],
): Promise<void> {
  const origin = new URL(c.req.url).origin;
  const { purges, live = [], reply } = EFFECTS[write](change);
  await Promise.all(purges.map((target) => forgetCachedRead(publicReadKey(origin, target))));
  // Live events and notifications are on their way after the answer; a room or push failure
  // never fails a write that has committed.
  if (live.length > 0 || reply) {
    c.executionCtx.waitUntil(
      Promise.all([
        ...live.map(({ thoughtId, events }) => tellThread(c.env, thoughtId, events)),
        reply
          ? notifyReply(c.env, c.var.db, c.var.config, { ...reply, now: Date.now() })
          : undefined,
      ]).catch((error: unknown) => console.error('live or push effect failed', error)),
    );
  }
}
