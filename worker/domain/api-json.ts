// Rows become the API's JSON here and nowhere else: each function is the one public shape of a
// resource (schema/api.ts), so what a response may carry is decided in one file. Thoughts never
// carry anything about their author; a wallet address appears only in the owner's own User and
// in a payout (staff pay the prize to it).
import type {
  AuditEntry,
  Comment,
  CommentStatus,
  JoinedThread,
  LeaderboardEntry,
  ModQueueItem,
  MyThought,
  Payout,
  Period,
  Thought,
  User,
} from '../../schema/api';
import { isCategory } from '../../schema/constants';
import { guessLanguage } from '../../schema/moderation/language';
import type { AuditRow } from '../db/audit-log';
import type { CommentRow } from '../db/comments';
import type { JoinedThreadRow } from '../db/joined-threads';
import type { OwnThoughtRow } from '../db/my-thoughts';
import type { PayoutRow } from '../db/payouts';
import type { PeriodRow } from '../db/periods';
import type { ReviewItemRow } from '../db/review-queue';
import type { UserRow } from '../db/users';
import type { ThoughtRow } from '../db/thoughts';
import type { Role } from '../lib/config';

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const isoOrNull = (epochMs: number | null) => (epochMs === null ? null : iso(epochMs));

/** The owner's own view of their account: the only JSON that carries their wallet address. */
export function toUser(row: UserRow, role: Role): User {
  return {
    userId: row.id,
    walletAddress: row.walletAddress,
    presentationName: row.presentationName,
    echoPoints: row.echoPoints,
    isAdmin: role.isAdmin,
    adminRole: role.adminRole,
    suspendedUntil: isoOrNull(row.suspendedUntil),
  };
}

/** The public shape of a thought: only these fields, never anything about its author. */
export function toThought(row: ThoughtRow): Thought {
  if (!isCategory(row.category)) throw new Error(`thought ${row.id} has an unknown category`);
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    likes: row.likes,
    comments: row.comments,
    createdAt: iso(row.createdAt),
    imageUrl: row.imageUrl,
    tokensCost: row.tokensCost,
    isAnonymous: true,
    isReported: row.isReported,
    hasLiked: row.hasLiked,
  };
}

/** One of the author's own thoughts on My Echo, with what only its author may see. */
export function toMyThought(row: OwnThoughtRow): MyThought {
  return {
    ...toThought(row),
    status: row.status,
    crisis: row.crisis,
    newComments: row.newComments,
  };
}

/** A thread the person joined, with its replies they have not seen. */
export function toJoinedThread(row: JoinedThreadRow): JoinedThread {
  return {
    thought: toThought(row.thought),
    newComments: row.newComments,
    lastReplyAt: iso(row.lastReplyAt),
  };
}

/** A comment under its author's public name, with the viewer's own upvote status. */
export function toComment(row: CommentRow, status: CommentStatus, authorRole: Role): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: iso(row.createdAt),
    thoughtId: row.thoughtId,
    userId: row.authorId,
    user: {
      presentationName: row.author.presentationName,
      isAdmin: authorRole.isAdmin,
      adminRole: authorRole.adminRole,
    },
    isStaffPick: row.isStaffPick,
    isReported: row.isReported,
    ...status,
  };
}

/** What every viewer's status is to a signed-out reader: counts only, nothing of their own. */
const SIGNED_OUT_STATUS = {
  hasUpvotedHelpful: false,
  hasUpvotedFunny: false,
  canUpvote: false,
  onCooldown: false,
  cooldownRemainingMs: 0,
} as const;

/**
 * A comment as a signed-out reader gets it: what the thread's room sends every reader (a live
 * event cannot carry anyone's own vote state or report).
 */
export function publicComment(row: CommentRow, authorRole: Role): Comment {
  return toComment(
    { ...row, isReported: false },
    { ...SIGNED_OUT_STATUS, helpfulCount: row.helpfulCount, funnyCount: row.funnyCount },
    authorRole,
  );
}

export function toPeriod(row: PeriodRow): Period {
  return { id: row.id, number: row.number, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

export function toLeaderboardEntry(
  entry: { userId: string; points: number; presentationName: string },
  rank: number,
): LeaderboardEntry {
  return {
    id: entry.userId,
    rank,
    totalEchoPoints: entry.points,
    user: { presentationName: entry.presentationName, firstName: null, username: null },
  };
}

/** A review-queue item: its author only as the opaque `authorRef`. */
export function toQueueItem(row: ReviewItemRow): ModQueueItem {
  return {
    kind: row.kind,
    id: row.id,
    content: row.content,
    ...(row.category !== null && isCategory(row.category) ? { category: row.category } : {}),
    imageUrl: row.imageUrl,
    createdAt: iso(row.createdAt),
    reason: row.status === 'held' ? 'held' : row.status === 'visible' ? 'worried' : 'reports',
    urgent: row.status === 'held' || row.worried,
    // A guess from the text itself (schema/moderation), so a moderator who reads it takes it.
    language: guessLanguage(row.content),
    reports: row.reports.map((report) => ({
      reason: report.reason,
      createdAt: iso(report.createdAt),
    })),
    flags: { crisis: row.crisis, threat: row.threat },
    authorRef: row.authorRef,
  };
}

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

function agePercentiles(ages: number[]) {
  const sorted = [...ages].sort((a, b) => a - b);
  return { p10: percentile(sorted, 10), p50: percentile(sorted, 50), p90: percentile(sorted, 90) };
}

/** Nearest-rank percentile of sorted values, to one decimal; null without values. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return value === undefined ? null : Math.round(value * 10) / 10;
}

/** The one response that names a winner and their wallet: the prize is paid to it. */
export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    periodNumber: row.periodNumber,
    rank: row.rank,
    rewardUsd: row.rewardUsd,
    points: row.points,
    status: row.status,
    presentationName: row.presentationName,
    walletAddress: row.walletAddress,
    signals: {
      distinctVoters: row.distinctVoters,
      topVoterShare: share(row.topVoterPoints, row.points),
      newAccountVoterShare: share(row.newAccountPoints, row.points),
      loyalVoterShare: share(row.loyalVoterPoints, row.points),
      voterAgeDays: agePercentiles(row.voterAgesDays),
      staffPickPoints: row.staffPickPoints,
    },
    note: row.note,
    txSignature: row.txSignature,
    decidedAt: isoOrNull(row.decidedAt),
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    actor: row.actorName,
    action: row.action,
    target: row.target,
    note: row.note,
  };
}
