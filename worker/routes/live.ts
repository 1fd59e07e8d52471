import { Hono } from 'hono';
import { idParamSchema } from '../../schema/api';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { findThoughtAuthor } from '../db/thoughts';
import { networkTag, READER_NETWORK } from '../lib/client-ip';
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
    // The room counts readers per network; it is told the network's tag, never the address.
    const headers = new Headers(c.req.raw.headers);
    headers.delete(READER_NETWORK);
    const network = await networkTag(c.req.header('CF-Connecting-IP'));
    if (network) headers.set(READER_NETWORK, network);
    return c.env.THOUGHT_ROOMS.getByName(id).fetch(new Request(c.req.raw, { headers }));
  },
);
