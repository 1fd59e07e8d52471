// The HTTP contract (every body the API accepts or answers), shared by worker (runtime validation)
// and web (types only: the SPA imports this file with `import type` so zod stays out of its bundle).
import { z } from 'zod';
import { CATEGORIES, LIMITS, POINT_RULE_NAMES } from './constants';
import { visibleLength } from './posted-text';
import { SEARCH_MIN_CHARACTERS } from './search';
import { isTransactionSignature } from './transaction-signature';

export const categorySchema = z.enum(CATEGORIES);

// ── inputs ────────────────────────────────────────────────────────────────────────────────

/** Base58 text of a 32-byte ed25519 public key (32–44 characters). */
export const walletAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'walletAddress must be a base58 Solana address');

export const nonceRequestSchema = z.object({ walletAddress: walletAddressSchema });

// Names appear on every comment: NFKC folds look-alike forms (fullwidth letters...) before the
// case-insensitive uniqueness check, and invisible characters (zero-width, bidi controls, Hangul
// and Braille fillers that render as blank space) are refused so nobody can pass as "Alice" with
// a hidden character. Look-alike letters from other scripts are caught by the server's skeleton.
const INVISIBLE_OR_FILLER =
  /[\p{C}\p{Default_Ignorable_Code_Point}\u2800\u3164\uffa0\u115f\u1160]/u;
// A combining mark left on a Latin, Greek or Cyrillic letter (or a digit, a space) once NFKC has
// composed what it can: every letter of the app's nine languages has a composed form, so such a
// mark only stacks marks into noise or draws one that cannot be seen ("Admi\u0307nOne", a dot on
// the i, passes for "AdminOne"; docs/decisions/093).
const MARK_ON_A_SIMPLE_LETTER =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]\p{M}/u;

export const presentationNameSchema = z
  .string()
  .normalize('NFKC')
  .trim()
  // Pages draw a run of spaces as one: "Mod  Team" would show as "Mod Team", someone else's name.
  // NFKC has made every other space a plain one.
  .overwrite((name) => name.replace(/ {2,}/g, ' '))
  .min(1, 'presentationName must not be empty')
  .max(LIMITS.nameMax, `presentationName must be at most ${LIMITS.nameMax} characters`)
  .refine(
    (name) => !INVISIBLE_OR_FILLER.test(name),
    'presentationName must not contain invisible, control or filler characters',
  )
  .refine(
    (name) => !MARK_ON_A_SIMPLE_LETTER.test(name),
    'presentationName must not put combining marks on letters: type the accented letter itself',
  );

export const verifyRequestSchema = z.object({
  walletAddress: walletAddressSchema,
  nonce: z.string().min(1).max(128),
  signature: z.string().min(1).max(200),
  signedMessage: z.string().min(1).max(4000).optional(),
  presentationName: z.string().max(200).optional(),
});

export const thoughtsQuerySchema = z.object({
  category: categorySchema.optional(),
  // An empty q is no search; a shorter one than SEARCH_MIN_CHARACTERS would match nearly everything.
  q: z
    .string()
    .trim()
    .max(200)
    .regex(/^\P{Cc}*$/u, 'q must not contain control characters')
    .refine(
      (text) => text === '' || [...text].length >= SEARCH_MIN_CHARACTERS,
      `q must be at least ${SEARCH_MIN_CHARACTERS} characters`,
    )
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.thoughtsPageMax)
    .default(LIMITS.thoughtsPageDefault),
  before: z.string().min(1).max(64).optional(),
});

// Half of a UTF-16 surrogate pair with no other half: D1 stores it as three replacement characters,
// so the text read back is not the text posted (and the 201 said it was).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text people post for others to read: well-formed Unicode, and `min` to `max` characters once
 * trimmed, of which at least `min` are visible. Twenty zero-width spaces were a thought of
 * twenty characters that showed nothing.
 */
function postedTextSchema(field: string, min: number, max: number) {
  const tooShort = `${field} must be at least ${min} characters`;
  return z
    .string()
    .trim()
    .refine((text) => !LONE_SURROGATE.test(text), `${field} must be valid Unicode text`)
    .min(min, tooShort)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((text) => visibleLength(text) >= min, tooShort);
}

export const createThoughtSchema = z.object({
  content: postedTextSchema('content', LIMITS.thoughtMin, LIMITS.thoughtMax),
  category: categorySchema,
  isAnonymous: z.literal(true).default(true),
  imageUrl: z.string().max(300).nullish(),
});

export const likeRequestSchema = z.strictObject({ liked: z.boolean() });

export const reportRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500)
    .refine((text) => !LONE_SURROGATE.test(text), 'reason must be valid Unicode text')
    .optional(),
});

export const moderateRequestSchema = z.object({ content: z.string().max(5000) });

export const createCommentSchema = z.object({
  thoughtId: z.string().optional(),
  content: postedTextSchema('content', LIMITS.commentMin, LIMITS.commentMax),
});

export const upvoteTypeSchema = z.enum(['helpful', 'funny']);

export const upvoteRequestSchema = z.object({
  commentId: z.string().min(1).max(64),
  upvoteType: upvoteTypeSchema,
});

export const staffPickRequestSchema = z.object({
  commentId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
});

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

// ── My Echo ──
export const myThoughtsQuerySchema = thoughtsQuerySchema.pick({ limit: true, before: true });

export const deleteAccountSchema = z.object({
  confirm: z.string().max(200, 'confirm must be at most 200 characters'),
});

/** A page of a thread: oldest first, `after` a comment id of that thread (strictly later ones). */
export const commentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.commentsPageMax).default(LIMITS.commentsPageMax),
  after: z.string().min(1).max(64).optional(),
});

// ── outputs (types the SPA relies on) ─────────────────────────────────────────────────────

export type Category = z.infer<typeof categorySchema>;
export type UpvoteType = z.infer<typeof upvoteTypeSchema>;

export type User = {
  userId: string;
  walletAddress: string;
  presentationName: string;
  echoPoints: number;
  isAdmin: boolean;
  adminRole: string | null;
  /** While in the future, every write answers 403 (optional: older servers omit it). */
  suspendedUntil?: string | null;
};

export type SolanaSignInInputJson = {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
};

export type NonceResponse = {
  nonce: string;
  message: string;
  signInInput: SolanaSignInInputJson;
};

export type Thought = {
  id: string;
  content: string;
  category: Category;
  likes: number;
  comments: number;
  createdAt: string;
  imageUrl: string | null;
  tokensCost: number;
  isAnonymous: true;
  isReported: boolean;
  hasLiked: boolean;
};

/** One of the viewer's own thoughts on My Echo: what only its author may see. */
export type MyThought = Thought & {
  status: 'visible' | 'hidden' | 'held' | 'removed';
  /** Moderation read it as a crisis when it was posted: the author is shown where to get help. */
  crisis: boolean;
  /** Visible replies by others since the author last looked. */
  newComments: number;
};

export type Cluster = {
  id: string;
  category: Category;
  group: 'real' | 'meme';
  count: number;
  description: string;
};

export type CommentStatus = {
  helpfulCount: number;
  funnyCount: number;
  hasUpvotedHelpful: boolean;
  hasUpvotedFunny: boolean;
  canUpvote: boolean;
  onCooldown: boolean;
  cooldownRemainingMs: number;
};

export type Comment = {
  id: string;
  content: string;
  createdAt: string;
  thoughtId: string;
  userId: string;
  user: { presentationName: string; isAdmin: boolean; adminRole: string | null };
  isStaffPick: boolean;
  /** By the viewer; false when signed out. */
  isReported: boolean;
} & CommentStatus;

export type PointRulesResponse = { pointRules: Record<(typeof POINT_RULE_NAMES)[number], number> };

export type UserPoints = { totalPoints: number; periodPoints: number };

export type UpvoteResponse = { newCounts: { helpful: number; funny: number } };

export type DailyLoginResponse = { awarded: boolean; points: number };

export type Period = { id: string; number: number; startsAt: string; endsAt: string };

export type LeaderboardEntry = {
  id: string;
  rank: number;
  totalEchoPoints: number;
  user: { presentationName: string | null; firstName: string | null; username: string | null };
};

export type LeaderboardResponse = {
  period: Period | null;
  timeRemaining: number;
  entries: LeaderboardEntry[];
};

export type LeaderboardHistory = {
  periods: (Period & {
    winners: { rank: number; presentationName: string; points: number; rewardUsd: number }[];
  })[];
};

export type ModerationResponse = { allowed: true; crisis: boolean };

/** Why moderation refused a text, so a client can say it in the reader's language. */
export type ModerationCode =
  'hate' | 'threat' | 'email' | 'phone' | 'handle' | 'link' | 'crisis_name';

/**
 * 422 from moderation. `reason` is English; `crisis` says the text also reads as a crisis, so
 * the client shows the crisis box with the refusal (help is never hidden behind one).
 */
export type ModerationRefusal = {
  error: string;
  reason: string;
  code: ModerationCode;
  crisis: boolean;
};

/** A new post answers with `crisis`, so the poster is shown help wherever they wrote. */
export type PostedThought = Thought & { crisis: boolean };
export type PostedComment = Comment & { crisis: boolean };

/**
 * 202: held for a moderator, never published as is: a crisis that also threatens others
 * (`crisis: true`), or a post only the moderation model thought harmful.
 */
export type HeldPost = { held: true; crisis: boolean };

// ── moderator console (docs/decisions/010) ──────────────────────────────────────────────

export const modActionSchema = z.object({
  action: z.enum(['restore', 'remove']),
  note: z.string().trim().max(500).optional(),
});

export const authorRefParamSchema = z.object({
  authorRef: z.string().regex(/^[0-9a-f]{32}$/, 'authorRef is not valid'),
});

export const SUSPENSION_MAX_HOURS = 8760;

export const suspendRequestSchema = z.object({
  hours: z
    .number()
    .int('hours must be a whole number')
    .min(1, 'hours must be at least 1')
    .max(SUSPENSION_MAX_HOURS, `hours must be at most ${SUSPENSION_MAX_HOURS}`),
  reason: z
    .string()
    .trim()
    .min(1, 'reason must not be empty')
    .max(500, 'reason must be at most 500 characters'),
});

export const PAYOUT_STATUSES = ['pending_review', 'approved', 'rejected', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutsQuerySchema = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

export const payoutDecisionSchema = z.object({
  action: z.enum(['approve', 'reject', 'mark_paid']),
  note: z.string().trim().max(500).optional(),
  txSignature: z
    .string()
    .trim()
    .refine(isTransactionSignature, 'txSignature must be base58 of a 64-byte signature')
    .optional(),
});
export type PayoutAction = z.infer<typeof payoutDecisionSchema>['action'];

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.string().min(1).max(64).optional(),
});

export type ModQueueItem = {
  kind: 'thought' | 'comment';
  id: string;
  content: string;
  category?: Category;
  imageUrl: string | null;
  createdAt: string;
  /** Why it is here: hidden by reports, held at posting, or a reader worried about its author. */
  reason: 'reports' | 'held' | 'worried';
  /** Held, or flagged as a possible crisis: first in the queue. */
  urgent: boolean;
  /** A guess at the text's language, so a moderator who reads it takes it; null when unclear. */
  language: string | null;
  reports: { reason: string | null; createdAt: string }[];
  flags: { crisis: boolean; threat: boolean };
  authorRef: string;
};

export type ModQueue = { items: ModQueueItem[] };

export type Suspension = { suspendedUntil: string | null };

export type PayoutSignals = {
  distinctVoters: number;
  /** 0..1 of the winner's (public) period points. */
  topVoterShare: number;
  /** From voters whose account was younger than 7 days when they voted. */
  newAccountVoterShare: number;
  /** From voters who gave at least 80% of all the points they awarded that period to this winner. */
  loyalVoterShare: number;
  /** The voters' account ages in days when they first voted for the winner: percentiles. */
  voterAgeDays: { p10: number | null; p50: number | null; p90: number | null };
  staffPickPoints: number;
};

export type Payout = {
  id: string;
  periodNumber: number;
  rank: number;
  rewardUsd: number;
  points: number;
  status: PayoutStatus;
  presentationName: string;
  walletAddress: string;
  signals: PayoutSignals;
  note: string | null;
  txSignature: string | null;
  decidedAt: string | null;
};

export type Payouts = { payouts: Payout[] };

export type AuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  note: string | null;
};

export type AuditLog = { entries: AuditEntry[] };

/** Live accounts whose names look alike (one TR39 skeleton), from before that was refused. */
export type LookAlikeNames = { groups: { skeleton: string; names: string[] }[] };

// ── help wherever you are (GET /api/help) ───────────────────────────────────────────────────

export type HelpLine = {
  name: string;
  kind: 'suicide' | 'crisis' | 'emotional' | 'youth' | 'lgbtq' | 'text' | 'chat';
  /** What kind of service it is, in the asked language (and when it cannot be called from abroad). */
  description: string | null;
  /** As dialled inside the country. */
  phone: string | null;
  /** `body`: the keyword to text, exactly as the service says it (never translated). */
  sms: { number: string; body: string | null } | null;
  web: string | null;
  /** "24/7", or opening hours such as "Mo-Fr 09:00-17:00", as the service states them. */
  hours: string | null;
  languages: string[];
  free: boolean | null;
  confidential: boolean | null;
  /** false when the line cannot be reached from abroad. */
  fromAbroad: boolean | null;
  /** The official page (or reference) the number was read on, and when. */
  source: string;
  verifiedAt: string;
};

export type Help = {
  country: string | null;
  countryName: string | null;
  source: 'query' | 'edge' | 'none';
  emergency: string | null;
  /** The national crisis line first. */
  lines: HelpLine[];
  directory: { name: string; web: string };
  verifiedAt: string;
  credit: string;
};

// ── Live threads and reply notifications (DESIGN.md section 12) ──

/**
 * What a thread's room sends its readers. Only what the public REST reads carry: a comment as a
 * signed-out reader gets it (viewer fields false), counts, and removals; never a thought's author,
 * a wallet or anyone's own votes.
 */
export type LiveEvent =
  | { type: 'comment.created'; comment: Comment }
  | { type: 'comment.counts'; commentId: string; helpfulCount: number; funnyCount: number }
  | { type: 'comment.removed'; commentId: string }
  | { type: 'thought.counts'; thoughtId: string; likes: number; comments: number }
  | { type: 'thought.removed'; thoughtId: string };

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(256), auth: z.string().max(64) }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });

export type PushKey = { publicKey: string };

/** What a push says: nothing but "someone replied", and where to look. */
export type ReplyPush = { type: 'reply'; url: '/me' };

/** A thread the viewer commented in (not their own thought) with replies they have not seen. */
export type JoinedThread = {
  thought: Thought;
  newComments: number;
  lastReplyAt: string;
};
