// The whole D1 data model: the single source of truth for drizzle-kit's migrations and for the
// worker's queries. Times are epoch milliseconds (UTC); ids are random UUIDs, never sequential.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/**
 * Where a thought or comment stands: `hidden` by reports (awaiting review), `held` by moderation
 * before it was ever public (a crisis that also threatens others), `removed` by a moderator.
 */
export const CONTENT_STATUSES = ['visible', 'hidden', 'held', 'removed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    walletAddress: text('wallet_address').notNull(),
    presentationName: text('presentation_name').notNull(),
    // Lower-cased name: enforces case-insensitive uniqueness in the database itself.
    nameKey: text('name_key').notNull(),
    // The name's confusable skeleton (Unicode TR39): "Хena" (Cyrillic Х) and "Xena" share one, so
    // the second is refused (migration 0010). Null until the cron's backfill reaches an older
    // account; not unique in the index, so existing collisions can be listed for staff.
    nameSkeleton: text('name_skeleton'),
    echoPoints: integer('echo_points').notNull().default(0),
    // No role here: roles come from ADMIN_WALLETS on every request (migration 0007 dropped
    // is_admin and admin_role, which sign-in used to copy and nothing should trust).
    createdAt: integer('created_at').notNull(),
    // Set by a moderator: until then every write answers 403 (reading and signing in still work).
    suspendedUntil: integer('suspended_until'),
    // ── My Echo (migration 0005) ──
    // Set when the account was deleted: the row stays only as a tombstone for payout audit.
    deletedAt: integer('deleted_at'),
    // ── Anonymity round two (migration 0009) ──
    // A deleted account's comments turn into 'Deleted user' at this random moment within 24 h of
    // the deletion (a cron sweep), never at the instant its thoughts vanish; null when done.
    commentsSweepAt: integer('comments_sweep_at'),
  },
  (t) => [
    // Only live accounts need a unique wallet: a deleted winner's row keeps its wallet for payout
    // audit while the same wallet may sign up again.
    uniqueIndex('users_wallet_address_unique')
      .on(t.walletAddress)
      .where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('users_name_key_unique').on(t.nameKey),
    index('users_name_skeleton_idx').on(t.nameSkeleton),
    index('users_comments_sweep_idx')
      .on(t.commentsSweepAt)
      .where(sql`${t.commentsSweepAt} IS NOT NULL`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the cookie token, hex. The token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const authNonces = sqliteTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    walletAddress: text('wallet_address').notNull(),
    // The exact text the wallet signs, and the SolanaSignInInput (JSON) for one-tap wallets.
    message: text('message').notNull(),
    signInInput: text('sign_in_input').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('auth_nonces_expires_idx').on(t.expiresAt)],
);

export const thoughts = sqliteTable(
  'thoughts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    tokensCost: integer('tokens_cost').notNull().default(0),
    // Maintained counters: reads never count rows.
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    // Reports that count toward hiding (see thought_reports.counted).
    reports: integer('reports').notNull().default(0),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('visible'),
    // What moderation saw when it was posted: shown to its author and in the review queue.
    crisis: integer('crisis', { mode: 'boolean' }).notNull().default(false),
    threat: integer('threat', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    // ── My Echo (migration 0005) ──
    // When the author last looked at the replies: later comments by others are "new".
    authorSeenAt: integer('author_seen_at'),
    // ── Two-character CJK search (migration 0011) ──
    // The Han and kana letters of the content one per token (schema/cjk-search-text.ts), indexed
    // by thoughts_cjk; '' when there are none, null until the cron's backfill has reached it.
    cjkText: text('cjk_text'),
    // ── "Worried about this person?" (migration 0013) ──
    // When a reader first flagged a possible crisis since a moderator last looked: the item is
    // urgent in the review queue while this is set, and stays public.
    worriedAt: integer('worried_at'),
  },
  (t) => [
    // Keyset pagination, newest first, over visible thoughts only.
    index('thoughts_visible_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'visible'`),
    index('thoughts_visible_category_recent_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.status} = 'visible'`),
    // The per-user posting interval and the author's own list, newest first.
    index('thoughts_author_recent_idx').on(t.authorId, t.createdAt, t.id),
    // The moderators' review queue: only what waits for a decision.
    index('thoughts_review_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('hidden', 'held')`),
    // What the backfill still has to do, found without a scan; empty once it is done.
    index('thoughts_cjk_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.cjkText} IS NULL`),
    index('thoughts_worried_idx')
      .on(t.worriedAt)
      .where(sql`${t.worriedAt} IS NOT NULL`),
  ],
);

export const thoughtLikes = sqliteTable(
  'thought_likes',
  {
    thoughtId: text('thought_id')
      .notNull()
      .references(() => thoughts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.thoughtId, t.userId] }),
    index('thought_likes_user_idx').on(t.userId),
  ],
);

export const thoughtReports = sqliteTable(
  'thought_reports',
  {
    thoughtId: text('thought_id')
      .notNull()
      .references(() => thoughts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    // False for reporters whose account is too young to count toward hiding (anti-sybil), and
    // for reports a moderator cleared by restoring the thought.
    counted: integer('counted', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.thoughtId, t.userId] }),
    index('thought_reports_user_idx').on(t.userId),
  ],
);

export const comments = sqliteTable(
  'comments',
  {
    id: text('id').primaryKey(),
    thoughtId: text('thought_id')
      .notNull()
      .references(() => thoughts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    funnyCount: integer('funny_count').notNull().default(0),
    // Reports that count toward hiding (see comment_reports.counted).
    reports: integer('reports').notNull().default(0),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('visible'),
    crisis: integer('crisis', { mode: 'boolean' }).notNull().default(false),
    threat: integer('threat', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    // As thoughts.worried_at (migration 0013).
    worriedAt: integer('worried_at'),
  },
  (t) => [
    index('comments_thought_idx').on(t.thoughtId, t.createdAt, t.id),
    index('comments_author_recent_idx').on(t.authorId, t.createdAt),
    index('comments_review_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('hidden', 'held')`),
    index('comments_worried_idx')
      .on(t.worriedAt)
      .where(sql`${t.worriedAt} IS NOT NULL`),
  ],
);

export const commentReports = sqliteTable(
  'comment_reports',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    counted: integer('counted', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reports_user_idx').on(t.userId),
  ],
);

export const commentUpvotes = sqliteTable(
  'comment_upvotes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['helpful', 'funny'] }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  // The primary key's (comment, user) prefix also serves the per-comment cooldown lookup.
  (t) => [primaryKey({ columns: [t.commentId, t.userId, t.type] })],
);

export const staffPicks = sqliteTable('staff_picks', {
  commentId: text('comment_id')
    .primaryKey()
    .references(() => comments.id, { onDelete: 'cascade' }),
  pickedBy: text('picked_by')
    .notNull()
    .references(() => users.id),
  createdAt: integer('created_at').notNull(),
});

export const pointsLedger = sqliteTable(
  'points_ledger',
  {
    id: text('id').primaryKey(),
    // One key per awardable event (e.g. `helpful_comment:{commentId}:{voterId}`): a retry or a
    // race can never pay twice.
    awardKey: text('award_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    // The user whose vote caused the award (likes and upvotes), for the per-day voter cap.
    sourceUserId: text('source_user_id'),
    rule: text('rule').notNull(),
    points: integer('points').notNull(),
    // null when no competition period was running.
    periodNumber: integer('period_number'),
    utcDay: text('utc_day').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('points_ledger_award_key_unique').on(t.awardKey),
    index('points_ledger_voter_cap_idx').on(t.sourceUserId, t.userId, t.utcDay),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    // Payout signals: one winner's awards in one period (migration 0004).
    index('points_ledger_user_period_idx').on(t.userId, t.periodNumber),
  ],
);

export const periods = sqliteTable('periods', {
  number: integer('number').primaryKey(),
  id: text('id').notNull().unique(),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at').notNull(),
  closedAt: integer('closed_at'),
});

export const periodPoints = sqliteTable(
  'period_points',
  {
    periodNumber: integer('period_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    // When the user reached their current total: the leaderboard's tie-breaker.
    reachedAt: integer('reached_at').notNull(),
    // --- Public figures (migration 0003) ---
    // The total the public board shows while the period runs: like awards left out, since a
    // public total that moves with a like would unmask the liked thought's author.
    publicPoints: integer('public_points').notNull().default(0),
    publicReachedAt: integer('public_reached_at').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.periodNumber, t.userId] }),
    index('period_points_rank_idx').on(t.periodNumber, sql`${t.points} DESC`, t.reachedAt),
    index('period_points_public_rank_idx').on(
      t.periodNumber,
      sql`${t.publicPoints} DESC`,
      t.publicReachedAt,
    ),
  ],
);

export const periodWinners = sqliteTable(
  'period_winners',
  {
    periodNumber: integer('period_number')
      .notNull()
      .references(() => periods.number),
    rank: integer('rank').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    rewardUsd: integer('reward_usd').notNull(),
    payoutStatus: text('payout_status', {
      enum: ['pending_review', 'approved', 'paid', 'rejected'],
    })
      .notNull()
      .default('pending_review'),
    // --- Payout review (migration 0004) ---
    // Random, so the console addresses a payout without exposing the period/rank order.
    id: text('id'),
    note: text('note'),
    // The Solana transaction that paid the prize (base58), set by mark_paid.
    txSignature: text('tx_signature'),
    decidedAt: integer('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    primaryKey({ columns: [t.periodNumber, t.rank] }),
    uniqueIndex('period_winners_id_unique').on(t.id),
    index('period_winners_status_idx').on(t.payoutStatus, t.periodNumber),
  ],
);

export const images = sqliteTable(
  'images',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    // The one thought this upload illustrates; null until posted (unattached uploads expire).
    thoughtId: text('thought_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    // Ownership checks and the per-user upload rate.
    index('images_owner_recent_idx').on(t.ownerId, t.createdAt),
    index('images_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.thoughtId} IS NULL`),
  ],
);

export const categoryCounters = sqliteTable('category_counters', {
  category: text('category').primaryKey(),
  // Visible (not hidden) thoughts in this category, maintained on post and hide.
  visibleCount: integer('visible_count').notNull().default(0),
});

// --- Moderator console (migration 0004) ---

/**
 * The opaque reference moderators see instead of an author's identity: random, one per author
 * and kind of content, created the first time that kind of their content reaches the review
 * queue. Per kind because comments are public under a name: a ref shared with the person's
 * thoughts would put that name on them (migration 0008). Random rather than derived (an HMAC of
 * the id) so there is no secret to manage and nothing to reverse if one leaked.
 */
export const authorRefs = sqliteTable(
  'author_refs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['thought', 'comment'] }).notNull(),
    ref: text('ref').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    uniqueIndex('author_refs_ref_unique').on(t.ref),
  ],
);

/** Every moderation and payout decision. The actor's name is copied: the log outlives accounts. */
export const moderationAudit = sqliteTable(
  'moderation_audit',
  {
    id: text('id').primaryKey(),
    at: integer('at').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    note: text('note'),
  },
  (t) => [index('moderation_audit_recent_idx').on(t.at, t.id)],
);

// ── Reply notifications (migration 0012, docs/decisions/024) ──

/** A browser's Web Push subscription: where to send, and the keys to encrypt for it. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The threads a person commented in, with when they last saw the replies there (their own
 * comment counts as seeing the thread): My Echo's "new replies in threads you joined", and who a
 * later comment notifies.
 */
export const threadFollows = sqliteTable(
  'thread_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thoughtId: text('thought_id')
      .notNull()
      .references(() => thoughts.id, { onDelete: 'cascade' }),
    seenAt: integer('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.thoughtId] }),
    index('thread_follows_thought_idx').on(t.thoughtId),
  ],
);

/**
 * One reply notification per person and thread until they open My Echo: `dueAt` is the moment
 * after the random delay, `sentAt` when it went out (then it blocks further ones for the thread).
 */
export const replyNotifications = sqliteTable(
  'reply_notifications',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thoughtId: text('thought_id')
      .notNull()
      .references(() => thoughts.id, { onDelete: 'cascade' }),
    dueAt: integer('due_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.thoughtId] }),
    // The thread's room sends what is due: unsent ones by due time.
    index('reply_notifications_due_idx')
      .on(t.thoughtId, t.dueAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * "Worried about this person?": one flag per reader and item (repeats change nothing). Kept
 * after a moderator's look, so the same reader does not raise the same item again.
 */
export const worriedFlags = sqliteTable(
  'worried_flags',
  {
    kind: text('kind', { enum: ['thought', 'comment'] }).notNull(),
    itemId: text('item_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.userId] }),
    index('worried_flags_user_idx').on(t.userId),
  ],
);

/**
 * Where a thought or comment deleted for good stood in its list: its id, its thread and when it
 * was posted, never who wrote it or what it said. A page that ended on it still leads on, as
 * `before` (thoughts) or `after` (comments) may name it (docs/decisions/098). Forgotten by the
 * cron after `TIMINGS.deletedPositionLifetimeMs`.
 */
export const deletedPositions = sqliteTable(
  'deleted_positions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['thought', 'comment'] }).notNull(),
    // A comment's thought; a thought's own id.
    thoughtId: text('thought_id').notNull(),
    createdAt: integer('created_at').notNull(),
    deletedAt: integer('deleted_at').notNull(),
  },
  (t) => [index('deleted_positions_deleted_idx').on(t.deletedAt)],
);
