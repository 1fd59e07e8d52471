// What each write sets off once its D1 batch has committed, in one table instead of a hook in
// every route. Today: which signed-out edge-cache reads it purges, so a reader without a session
// sees the change on their next request (docs/decisions/018). Every write route of the app has a
// row, even when it sets off nothing: a test walks the app's routes against `Write`, so a new write
// path cannot forget to say what it changes.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { forgetCachedRead, publicReadKey, type PublicRead } from '../lib/edge-cache';

/** Where a thought or comment lives in the public reads. */
export type Placement = { category: string; thoughtId: string };

/** What a write changed, as each row of the table needs it. */
type Changes = {
  'POST /api/auth/nonce': null;
  'POST /api/auth/verify': null;
  'POST /api/auth/logout': null;
  /** The public thoughts that went with the account (its comments change later, by the cron). */
  'DELETE /api/auth/account': { thoughts: { id: string; category: string }[] };
  'POST /api/thoughts': { category: string; published: boolean };
  'PATCH /api/thoughts/:id/likes': null;
  'PATCH /api/thoughts/:id/report': Placement & { hidden: boolean };
  'DELETE /api/thoughts/:id': Placement;
  'POST /api/thoughts/:id/comments': Placement & { published: boolean };
  'PATCH /api/comments/:id/report': Placement & { hidden: boolean };
  'DELETE /api/comments/:id': Placement & { wasVisible: boolean };
  'POST /api/moderate-content': null;
  'POST /api/upload-image': null;
  'POST /api/echo/daily-login': null;
  'POST /api/echo/upvote-comment': null;
  'POST /api/echo/staff-pick': Placement;
  'POST /api/me/thoughts/:id/seen': null;
  'POST /api/mod/thoughts/:id': Placement;
  'POST /api/mod/comments/:id': Placement;
  'POST /api/mod/authors/:authorRef/suspend': null;
  'DELETE /api/mod/authors/:authorRef/suspend': null;
  'POST /api/mod/payouts/:id': null;
};

export type Write = keyof Changes;

/** What one write sets off. */
type Effects = { purges: PublicRead[] };

const NOTHING: Effects = { purges: [] };

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
    thoughts.length > 0 ? { purges: listsOfMany(thoughts) } : NOTHING,
  // A held post is public nowhere: nothing to purge.
  'POST /api/thoughts': ({ category, published }) =>
    published
      ? {
          purges: [{ read: 'feed' }, { read: 'categoryFeed', category }, { read: 'clusters' }],
        }
      : NOTHING,
  'PATCH /api/thoughts/:id/likes': () => NOTHING,
  // A report that hides nothing changes no public read.
  'PATCH /api/thoughts/:id/report': ({ hidden, ...placement }) =>
    hidden ? { purges: listsOf(placement) } : NOTHING,
  'DELETE /api/thoughts/:id': (placement) => ({ purges: listsOf(placement) }),
  'POST /api/thoughts/:id/comments': ({ published, ...placement }) =>
    published ? { purges: listsOf(placement) } : NOTHING,
  'PATCH /api/comments/:id/report': ({ hidden, ...placement }) =>
    hidden ? { purges: listsOf(placement) } : NOTHING,
  'DELETE /api/comments/:id': ({ wasVisible, ...placement }) =>
    wasVisible ? { purges: listsOf(placement) } : NOTHING,
  'POST /api/moderate-content': () => NOTHING,
  'POST /api/upload-image': () => NOTHING,
  'POST /api/echo/daily-login': () => NOTHING,
  'POST /api/echo/upvote-comment': () => NOTHING,
  // The thread shows the pick's badge.
  'POST /api/echo/staff-pick': (placement) => ({
    purges: [{ read: 'thoughtComments', thoughtId: placement.thoughtId }],
  }),
  'POST /api/me/thoughts/:id/seen': () => NOTHING,
  'POST /api/mod/thoughts/:id': (placement) => ({ purges: listsOf(placement) }),
  'POST /api/mod/comments/:id': (placement) => ({ purges: listsOf(placement) }),
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
  const { purges } = EFFECTS[write](change);
  await Promise.all(purges.map((target) => forgetCachedRead(publicReadKey(origin, target))));
}
