import { Hono } from 'hono';
import { idParamSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { findThoughtAuthor } from '../db/thoughts';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

/**
 * GET /api/thoughts/:id/live: a WebSocket to the thread's room (docs/decisions/024), which sends
 * the thread's live events. Mounted before every middleware: it reads no session (a room never
 * knows who listens), and a 101 answer's headers cannot be changed afterwards.
 */
export const liveRoutes = new Hono<AppEnv>().get(
  '/:id/live',
  validate('param', idParamSchema),
  async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'Expected a WebSocket upgrade (Upgrade: websocket)');
    }
    const { id } = c.req.valid('param');
    const thought = await findThoughtAuthor(createDb(c.env.DB), id);
    if (!thought || thought.status !== 'visible') throw new ApiError(404, 'Thought not found');
    return c.env.THOUGHT_ROOMS.getByName(id).fetch(c.req.raw);
  },
);
