import { eq, sql, type SQL } from 'drizzle-orm';
import { comments, thoughts, type ContentStatus } from '../../schema/tables';
import { auditStatement, type AuditRecord } from './audit-log';
import { runBatch, type BatchSteps } from './batch';
import { adjustCategoryCount } from './categories';
import type { Db } from './client';

export type ContentKind = 'thought' | 'comment';
export type ContentAction = 'restore' | 'remove';

/** Where the item stands, plus what a decision changes in the public reads (for cache purges). */
export type ReviewTarget = {
  status: ContentStatus;
  /** A reader flagged it as a possible crisis since a moderator last looked. */
  worried: boolean;
  imageUrl: string | null;
  category: string;
  thoughtId: string;
  /** Its author: staff never decide on what they wrote themselves. */
  authorId: string;
};

export async function findReviewTarget(
  db: Db,
  kind: ContentKind,
  id: string,
): Promise<ReviewTarget | null> {
  const rows =
    kind === 'thought'
      ? await db
          .select({
            status: thoughts.status,
            worried: sql<boolean>`${thoughts.worriedAt} IS NOT NULL`.mapWith(Boolean),
            imageUrl: thoughts.imageUrl,
            category: thoughts.category,
            thoughtId: thoughts.id,
            authorId: thoughts.authorId,
          })
          .from(thoughts)
          .where(eq(thoughts.id, id))
          .limit(1)
      : await db
          .select({
            status: comments.status,
            worried: sql<boolean>`${comments.worriedAt} IS NOT NULL`.mapWith(Boolean),
            imageUrl: sql<null>`NULL`,
            category: sql<string>`(SELECT category FROM thoughts WHERE id = ${comments.thoughtId})`,
            thoughtId: comments.thoughtId,
            authorId: comments.authorId,
          })
          .from(comments)
          .where(eq(comments.id, id))
          .limit(1);
  return rows[0] ?? null;
}

/** Counter moves that follow a status change: the item joins or leaves the public lists. */
function counterSteps(
  kind: ContentKind,
  id: string,
  action: ContentAction,
  decided: SQL,
): BatchSteps {
  // Restore always publishes (hidden and held items are counted nowhere); remove unpublishes only
  // what was still visible. Evaluated before the status update, so `visible` is the old state.
  const wasVisible =
    kind === 'thought'
      ? sql`EXISTS (SELECT 1 FROM thoughts WHERE id = ${id} AND status = 'visible')`
      : sql`EXISTS (SELECT 1 FROM comments WHERE id = ${id} AND status = 'visible')`;
  const guard = action === 'restore' ? decided : sql`${decided} AND ${wasVisible}`;
  const delta = action === 'restore' ? 1 : -1;
  if (kind === 'thought') {
    return {
      categoryCount: adjustCategoryCount(
        sql`(SELECT category FROM thoughts WHERE id = ${id})`,
        delta,
        guard,
      ),
    };
  }
  return {
    commentCount: sql`UPDATE thoughts SET comments = comments + ${delta}
      WHERE id = (SELECT thought_id FROM comments WHERE id = ${id}) AND ${guard}`,
  };
}

function statusSteps(
  args: { kind: ContentKind; id: string; action: ContentAction; imageKey: string | null },
  decided: SQL,
): BatchSteps {
  const { kind, id, action } = args;
  const next = action === 'restore' ? 'visible' : 'removed';
  const reports = kind === 'thought' ? sql`thought_reports` : sql`comment_reports`;
  const itemColumn = kind === 'thought' ? sql`thought_id` : sql`comment_id`;
  const table = kind === 'thought' ? sql`thoughts` : sql`comments`;
  return {
    // Restoring clears the reports that hid it: they no longer count toward hiding it again.
    ...(action === 'restore'
      ? {
          clearReports: sql`UPDATE ${reports} SET counted = 0
            WHERE ${itemColumn} = ${id} AND ${decided}`,
        }
      : {}),
    // A decision is a moderator's look: a worried flag waiting for one is answered too.
    status: sql`UPDATE ${table} SET status = ${next}, reports = 0, worried_at = NULL
      WHERE id = ${id} AND ${decided}`,
    ...(kind === 'thought' && action === 'remove'
      ? {
          image: sql`DELETE FROM images WHERE (thought_id = ${id} OR key = ${args.imageKey})
            AND ${decided}`,
        }
      : {}),
  };
}

/**
 * Applies a moderator's decision in one batch, only if the item is still in `from`: the audit row
 * is written first under that condition and then serves as the guard of every other step, so the
 * decision, its counters and its log entry happen together or not at all. Returns whether it did.
 */
export async function decideContent(
  db: Db,
  args: {
    kind: ContentKind;
    id: string;
    action: ContentAction;
    from: ContentStatus;
    /** The R2 key of a removed thought's image, whose row goes with it. */
    imageKey: string | null;
    audit: AuditRecord;
  },
  auditId: string = crypto.randomUUID(),
): Promise<boolean> {
  const table = args.kind === 'thought' ? sql`thoughts` : sql`comments`;
  const stillThere = sql`EXISTS (SELECT 1 FROM ${table}
    WHERE id = ${args.id} AND status = ${args.from})`;
  const decided = sql`EXISTS (SELECT 1 FROM moderation_audit WHERE id = ${auditId})`;
  const { check } = await runBatch(db, {
    audit: auditStatement(args.audit, stillThere, auditId),
    // Keeping a visible item (a worried flag looked at) moves no counter.
    ...(args.from === 'visible' && args.action === 'restore'
      ? {}
      : counterSteps(args.kind, args.id, args.action, decided)),
    ...statusSteps(args, decided),
    check: sql`SELECT ${decided} AS decided`,
  });
  return check[0]?.decided === 1;
}
