// The HTTP contract (every body the API accepts or answers), shared by worker (runtime validation)
// and web (types only: the SPA imports this file with `import type` so zod stays out of its bundle).
import { z } from 'zod';
import { CATEGORIES, LIMITS, POINT_RULE_NAMES } from './constants';

export const categorySchema = z.enum(CATEGORIES);

// ── inputs ────────────────────────────────────────────────────────────────────────────────

/** Base58 text of a 32-byte ed25519 public key (32–44 characters). */
export const walletAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'walletAddress must be a base58 Solana address');

export const nonceRequestSchema = z.object({ walletAddress: walletAddressSchema });

// Names appear on every comment: NFKC folds look-alike forms (fullwidth letters...) before the
// case-insensitive uniqueness check, and invisible characters (zero-width, bidi controls) are
// refused so nobody can pass as "Alice" with a hidden character.
export const presentationNameSchema = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(1, 'presentationName must not be empty')
  .max(LIMITS.nameMax, `presentationName must be at most ${LIMITS.nameMax} characters`)
  .regex(/^\P{C}*$/u, 'presentationName must not contain invisible or control characters');

export const verifyRequestSchema = z.object({
  walletAddress: walletAddressSchema,
  nonce: z.string().min(1).max(128),
  signature: z.string().min(1).max(200),
  signedMessage: z.string().min(1).max(4000).optional(),
  presentationName: z.string().max(200).optional(),
});

export const thoughtsQuerySchema = z.object({
  category: categorySchema.optional(),
  q: z
    .string()
    .trim()
    .max(200)
    .regex(/^\P{Cc}*$/u, 'q must not contain control characters')
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.thoughtsPageMax)
    .default(LIMITS.thoughtsPageDefault),
  before: z.string().min(1).max(64).optional(),
});

export const createThoughtSchema = z.object({
  content: z
    .string()
    .trim()
    .min(LIMITS.thoughtMin, `content must be at least ${LIMITS.thoughtMin} characters`)
    .max(LIMITS.thoughtMax, `content must be at most ${LIMITS.thoughtMax} characters`),
  category: categorySchema,
  isAnonymous: z.literal(true).default(true),
  imageUrl: z.string().max(300).nullish(),
});

export const likeRequestSchema = z.strictObject({ liked: z.boolean() });

export const reportRequestSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const moderateRequestSchema = z.object({ content: z.string().max(5000) });

export const createCommentSchema = z.object({
  thoughtId: z.string().optional(),
  content: z
    .string()
    .trim()
    .min(LIMITS.commentMin, `content must be at least ${LIMITS.commentMin} characters`)
    .max(LIMITS.commentMax, `content must be at most ${LIMITS.commentMax} characters`),
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
