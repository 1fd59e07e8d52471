import { Hono } from 'hono';
import { deleteAccountSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { deleteAccount } from '../db/account-deletion';
import { commentsSweepMoment } from '../domain/account-deletion';
import { afterCommit } from '../domain/effects';
import { ApiError } from '../lib/errors';
import { deleteImageObjects } from '../lib/image-objects';
import { clearSessionCookie, requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * Deleting one's own account, confirmed by typing the presentation name exactly as it is shown
 * (surrounding spaces aside, case included): a deliberate act, never one stray tap.
 * What is kept, and why: docs/decisions/013-account-deletion.md.
 */
export const accountRoutes = new Hono<AppEnv>().delete(
  '/',
  requireSession,
  validate('json', deleteAccountSchema),
  async (c) => {
    const user = requireUser(c);
    if (c.req.valid('json').confirm.trim() !== user.presentationName) {
      throw new ApiError(
        400,
        'confirm: type your name exactly as it appears to delete your account',
      );
    }
    const now = Date.now();
    const { imageKeys, thoughts } = await deleteAccount(c.var.db, {
      userId: user.id,
      walletAddress: user.walletAddress,
      now,
      commentsSweepAt: commentsSweepMoment(now),
    });
    await deleteImageObjects(c.env.IMAGES, imageKeys);
    await afterCommit(c, 'DELETE /api/auth/account', { thoughts });
    clearSessionCookie(c);
    return c.body(null, 204);
  },
);
