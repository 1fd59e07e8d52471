import { Hono } from 'hono';
import { idParamSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { findOwnThought } from '../db/my-thoughts';
import { deleteOwnComment, deleteOwnThought } from '../db/own-content';
import { afterCommit } from '../domain/effects';
import { ApiError } from '../lib/errors';
import { deleteImageObjects } from '../lib/image-objects';
import { imageKeyFromUrl } from '../lib/image-url';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * An author taking back a thought or comment. Anyone else gets the same 404 as for an unknown
 * id, so the answer never confirms who wrote it (thoughts are anonymous).
 */
export const ownContentRoutes = new Hono<AppEnv>()
  .delete('/thoughts/:id', requireSession, validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const thought = await findOwnThought(c.var.db, user.id, id);
    const deleted = thought
      ? await deleteOwnThought(c.var.db, {
          thoughtId: id,
          authorId: user.id,
          imageKey: thought.imageUrl === null ? null : imageKeyFromUrl(thought.imageUrl),
          now: Date.now(),
        })
      : null;
    if (!deleted) throw new ApiError(404, 'Thought not found');
    await deleteImageObjects(c.env.IMAGES, deleted.imageKeys);
    // Signed-out readers may hold it in the edge cache: drop the lists it was in.
    if (thought) {
      await afterCommit(c, 'DELETE /api/thoughts/:id', {
        category: thought.category,
        thoughtId: id,
      });
    }
    return c.body(null, 204);
  })

  .delete('/comments/:id', requireSession, validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const deleted = await deleteOwnComment(c.var.db, {
      commentId: id,
      authorId: user.id,
      now: Date.now(),
    });
    if (!deleted) throw new ApiError(404, 'Comment not found');
    await afterCommit(c, 'DELETE /api/comments/:id', { ...deleted, commentId: id });
    return c.body(null, 204);
  });
