import { Hono } from 'hono';
import {
  authorRefParamSchema,
  idParamSchema,
  modActionSchema,
  suspendRequestSchema,
  type Category,
  type ModQueue,
} from '../../schema/api';
import type { AppEnv } from '../app-env';
import { type AuditRecord } from '../db/audit-log';
import { findUserByAuthorRef } from '../db/author-refs';
import { decideContent, findReviewTarget, type ContentKind } from '../db/moderation-decisions';
import { listReviewQueue } from '../db/review-queue';
import type { SessionUser } from '../db/sessions';
import { setSuspension } from '../db/suspensions';
import { neverStore } from '../lib/cache';
import { canDecide } from '../domain/content-decisions';
import { purgePublicReads } from '../lib/edge-cache';
import { ApiError } from '../lib/errors';
import { imageKeyFromUrl } from '../lib/image-url';
import { requireAdmin } from '../lib/session';
import { requireStaffUser } from '../lib/staff';
import { validate } from '../lib/validate';

const HOUR_MS = 3600_000;

function auditBy(actor: SessionUser, entry: Omit<AuditRecord, 'actorId' | 'actorName' | 'at'>) {
  return { actorId: actor.id, actorName: actor.presentationName, at: Date.now(), ...entry };
}

/** Restore or remove one thought or comment; 404 unknown, 409 when that move is not open. */
function contentDecision(kind: ContentKind) {
  return new Hono<AppEnv>().post(
    '/:id',
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', modActionSchema),
    async (c) => {
      const actor = requireStaffUser(c);
      const { id } = c.req.valid('param');
      const { action, note } = c.req.valid('json');
      const noun = kind === 'thought' ? 'Thought' : 'Comment';
      const target = await findReviewTarget(c.var.db, kind, id);
      if (!target) throw new ApiError(404, `${noun} not found`);
      if (!canDecide(action, target.status)) {
        throw new ApiError(409, `${noun} is ${target.status}: it cannot be ${action}d`);
      }
      const imageKey =
        action === 'remove' && target.imageUrl ? imageKeyFromUrl(target.imageUrl) : null;
      const decided = await decideContent(c.var.db, {
        kind,
        id,
        action,
        from: target.status,
        imageKey,
        audit: auditBy(actor, {
          action: `${action}_${kind}`,
          target: `${kind}:${id}`,
          note: note || null,
        }),
      });
      // Another moderator decided first: their decision stands.
      if (!decided) throw new ApiError(409, `${noun} was decided by someone else just now`);
      // A removed thought takes its picture with it (the image URL then answers 404).
      if (imageKey) await c.env.IMAGES.delete(imageKey);
      // Signed-out readers may hold the old lists in the edge cache: drop them now.
      await purgePublicReads(c, { category: target.category, thoughtId: target.thoughtId });
      return c.json({ ok: true as const });
    },
  );
}

export const modQueueRoutes = new Hono<AppEnv>()
  .get('/queue', requireAdmin, async (c) => {
    const rows = await listReviewQueue(c.var.db, Date.now());
    neverStore(c);
    const body: ModQueue = {
      items: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        content: row.content,
        ...(row.category === null ? {} : { category: row.category as Category }),
        imageUrl: row.imageUrl,
        createdAt: new Date(row.createdAt).toISOString(),
        reason: row.status === 'held' ? 'held' : 'reports',
        reports: row.reports.map((report) => ({
          reason: report.reason,
          createdAt: new Date(report.createdAt).toISOString(),
        })),
        flags: { crisis: row.crisis, threat: row.threat },
        authorRef: row.authorRef,
      })),
    };
    return c.json(body);
  })
  .route('/thoughts', contentDecision('thought'))
  .route('/comments', contentDecision('comment'))

  .post(
    '/authors/:authorRef/suspend',
    requireAdmin,
    validate('param', authorRefParamSchema),
    validate('json', suspendRequestSchema),
    async (c) => {
      const actor = requireStaffUser(c);
      const { authorRef } = c.req.valid('param');
      const { hours, reason } = c.req.valid('json');
      const author = await findUserByAuthorRef(c.var.db, authorRef);
      if (!author) throw new ApiError(404, 'Author not found');
      if (author.userId === actor.id) throw new ApiError(403, 'You cannot suspend yourself');
      const until = Date.now() + hours * HOUR_MS;
      await setSuspension(c.var.db, {
        userId: author.userId,
        until,
        audit: auditBy(actor, {
          action: 'suspend_author',
          target: `author:${authorRef}`,
          note: `${hours} h: ${reason}`,
        }),
      });
      return c.json({ suspendedUntil: new Date(until).toISOString() });
    },
  )

  .delete(
    '/authors/:authorRef/suspend',
    requireAdmin,
    validate('param', authorRefParamSchema),
    async (c) => {
      const actor = requireStaffUser(c);
      const { authorRef } = c.req.valid('param');
      const author = await findUserByAuthorRef(c.var.db, authorRef);
      if (!author) throw new ApiError(404, 'Author not found');
      await setSuspension(c.var.db, {
        userId: author.userId,
        until: null,
        audit: auditBy(actor, {
          action: 'lift_suspension',
          target: `author:${authorRef}`,
          note: null,
        }),
      });
      return c.json({ suspendedUntil: null });
    },
  );
