import { Hono } from 'hono';
import {
  authorRefParamSchema,
  idParamSchema,
  modActionSchema,
  suspendRequestSchema,
  type ModQueue,
} from '../../schema/api';
import { auditTarget, suspensionNote } from '../../schema/audit-entry';
import type { AppEnv, SessionUser } from '../app-env';
import { type AuditRecord } from '../db/audit-log';
import { findUserByAuthorRef } from '../db/author-refs';
import { decideContent, findReviewTarget, type ContentKind } from '../db/moderation-decisions';
import { listReviewQueue } from '../db/review-queue';
import { setSuspension } from '../db/suspensions';
import { neverStore } from '../lib/cache';
import { toQueueItem } from '../domain/api-json';
import { canDecide } from '../domain/content-decisions';
import { afterCommit } from '../domain/effects';
import { ApiError } from '../lib/errors';
import { imageKeyFromUrl } from '../lib/image-url';
import { requireRole } from '../lib/roles';
import { requireUser } from '../lib/session';
import { validate } from '../lib/validate';

const HOUR_MS = 3600_000;

function auditBy(actor: SessionUser, entry: Omit<AuditRecord, 'actorId' | 'actorName' | 'at'>) {
  return { actorId: actor.id, actorName: actor.presentationName, at: Date.now(), ...entry };
}

/** Restore or remove one thought or comment; 404 unknown, 409 when that move is not open. */
function contentDecision(kind: ContentKind) {
  return new Hono<AppEnv>().post(
    '/:id',
    requireRole(),
    validate('param', idParamSchema),
    validate('json', modActionSchema),
    async (c) => {
      const actor = requireUser(c);
      const { id } = c.req.valid('param');
      const { action, note } = c.req.valid('json');
      const noun = kind === 'thought' ? 'Thought' : 'Comment';
      const target = await findReviewTarget(c.var.db, kind, id);
      if (!target) throw new ApiError(404, `${noun} not found`);
      // A held crisis beside a threat, or a post readers hid, is never let out by its own author:
      // another member of staff decides (docs/decisions/093).
      if (target.authorId === actor.id) {
        throw new ApiError(403, `You cannot review your own ${kind}: another moderator decides`);
      }
      if (!canDecide(action, target)) {
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
          target: auditTarget({ kind, id }),
          note: note || null,
        }),
      });
      // Another moderator decided first: their decision stands.
      if (!decided) throw new ApiError(409, `${noun} was decided by someone else just now`);
      // A removed thought takes its picture with it (the image URL then answers 404).
      if (imageKey) await c.env.IMAGES.delete(imageKey);
      // Signed-out readers may hold the old lists in the edge cache: drop them now.
      await afterCommit(c, `POST /api/mod/${kind}s/:id`, {
        category: target.category,
        thoughtId: target.thoughtId,
        commentId: kind === 'comment' ? id : null,
        removed: action === 'remove',
      });
      return c.json({ ok: true as const });
    },
  );
}

export const modQueueRoutes = new Hono<AppEnv>()
  .get('/queue', requireRole(), async (c) => {
    const rows = await listReviewQueue(c.var.db, Date.now());
    neverStore(c);
    return c.json<ModQueue>({ items: rows.map(toQueueItem) });
  })
  .route('/thoughts', contentDecision('thought'))
  .route('/comments', contentDecision('comment'))

  .post(
    '/authors/:authorRef/suspend',
    requireRole(),
    validate('param', authorRefParamSchema),
    validate('json', suspendRequestSchema),
    async (c) => {
      const actor = requireUser(c);
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
          target: auditTarget({ kind: 'author', authorRef }),
          note: suspensionNote(hours, reason),
        }),
      });
      return c.json({ suspendedUntil: new Date(until).toISOString() });
    },
  )

  .delete(
    '/authors/:authorRef/suspend',
    requireRole(),
    validate('param', authorRefParamSchema),
    async (c) => {
      const actor = requireUser(c);
      const { authorRef } = c.req.valid('param');
      const author = await findUserByAuthorRef(c.var.db, authorRef);
      if (!author) throw new ApiError(404, 'Author not found');
      // Staff may work while suspended (docs/decisions/093), so the sanction would mean nothing
      // if they could lift it themselves: another member of staff does.
      if (author.userId === actor.id) {
        throw new ApiError(403, 'You cannot lift your own suspension');
      }
      await setSuspension(c.var.db, {
        userId: author.userId,
        until: null,
        audit: auditBy(actor, {
          action: 'lift_suspension',
          target: auditTarget({ kind: 'author', authorRef }),
          note: null,
        }),
      });
      return c.json({ suspendedUntil: null });
    },
  );
