import { Hono } from 'hono';
import {
  createThoughtSchema,
  idParamSchema,
  likeRequestSchema,
  reportRequestSchema,
  thoughtsQuerySchema,
  type HeldPost,
  type PostedThought,
} from '../../schema/api';
import { CATEGORIES, TIMINGS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import {
  findThoughtAuthor,
  findThoughtCursor,
  insertThought,
  listThoughts,
  reportThought,
  setThoughtLike,
  type ThoughtRow,
} from '../db/thoughts';
import { likeAward } from '../domain/awards';
import { afterCommit } from '../domain/effects';
import { moderationModel } from '../domain/moderation/configured-model';
import { isSeasonedVoter } from '../domain/seasoned-voter';
import { screenPost } from '../domain/publishable';
import { toThought } from '../domain/api-json';
import { cachePublicly } from '../lib/cache';
import { rateLimitKey } from '../lib/client-ip';
import { ApiError, tooSoon } from '../lib/errors';
import { requireSession, requireUser } from '../lib/session';
import { imageKeyFromUrl } from '../lib/image-url';
import { validate } from '../lib/validate';

const IMAGE_REFUSED = 'imageUrl: must be an image you uploaded and have not posted yet';
const POST_INTERVAL_MESSAGE = 'You can share one thought every 30 seconds. Please wait a moment.';

function thoughtNotFound(): ApiError {
  return new ApiError(404, 'Thought not found');
}

export const thoughtRoutes = new Hono<AppEnv>()
  .get('/', validate('query', thoughtsQuerySchema), async (c) => {
    const { category, q, limit, before } = c.req.valid('query');
    if (q) {
      const key = rateLimitKey(c.req.header('CF-Connecting-IP'));
      if (!(await c.env.SEARCH_LIMITER.limit({ key })).success) {
        throw tooSoon(60_000, 'Too many searches from this network, please wait a minute');
      }
    }
    const cursor = before === undefined ? undefined : await findThoughtCursor(c.var.db, before);
    // An unknown cursor is a client error, not an empty page: it would silently end scrolling.
    if (cursor === null) throw new ApiError(400, 'before: unknown thought id');
    const text = q ?? '';
    const rows = await listThoughts(c.var.db, {
      viewerId: c.var.user?.id ?? null,
      limit,
      category,
      before: cursor,
      search:
        text === ''
          ? undefined
          : {
              text,
              categories: CATEGORIES.filter((name) =>
                name.toLowerCase().includes(text.toLowerCase()),
              ),
            },
    });
    // The feed is what readers come for: 10 s keeps a busy page off the database while a new
    // post still reaches signed-out readers quickly (a write also purges the first pages).
    cachePublicly(c, 10);
    return c.json(rows.map(toThought));
  })

  .post('/', requireSession, validate('json', createThoughtSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const screening = await screenPost(input.content, moderationModel(c.var.config));

    const imageUrl = input.imageUrl ?? null;
    const imageKey = imageUrl === null ? null : imageKeyFromUrl(imageUrl);
    // One image, one thought: the same picture on two thoughts would link them to one author.
    if (imageUrl !== null && imageKey === null) throw new ApiError(400, IMAGE_REFUSED);

    const now = Date.now();
    const row: ThoughtRow = {
      id: crypto.randomUUID(),
      content: input.content,
      category: input.category,
      likes: 0,
      comments: 0,
      createdAt: now,
      imageUrl,
      tokensCost: c.var.config.POST_TOKEN_COST,
      hasLiked: false,
      isReported: false,
    };
    const refusal = await insertThought(
      c.var.db,
      { ...row, authorId: user.id, imageKey, ...screening },
      TIMINGS.postIntervalMs,
    );
    if (refusal?.refused === 'image') throw new ApiError(400, IMAGE_REFUSED);
    if (refusal?.refused === 'interval') {
      throw tooSoon(refusal.lastPostAt + TIMINGS.postIntervalMs - now, POST_INTERVAL_MESSAGE);
    }
    const published = screening.status === 'visible';
    await afterCommit(c, 'POST /api/thoughts', { category: row.category, published });
    if (!published) return c.json({ held: true, crisis: screening.crisis } satisfies HeldPost, 202);
    return c.json({ ...toThought(row), crisis: screening.crisis } satisfies PostedThought, 201);
  })

  .patch(
    '/:id/likes',
    requireSession,
    validate('param', idParamSchema),
    validate('json', likeRequestSchema),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { liked } = c.req.valid('json');
      const thought = await findThoughtAuthor(c.var.db, id);
      if (!thought || thought.status !== 'visible') throw thoughtNotFound();

      const now = Date.now();
      const award = isSeasonedVoter(user, c.var.config, now)
        ? likeAward({ id, authorId: thought.authorId }, user.id, {
            leaderboardStart: c.var.config.LEADERBOARD_START,
            now,
          })
        : null;
      const result = await setThoughtLike(
        c.var.db,
        { thoughtId: id, userId: user.id, liked, now },
        award,
      );
      if (!result) throw thoughtNotFound();
      if (result.changed) {
        await afterCommit(c, 'PATCH /api/thoughts/:id/likes', {
          thoughtId: id,
          counts: { likes: result.likes, comments: result.comments },
        });
      }
      return c.json({ likes: result.likes, hasLiked: liked });
    },
  )

  .patch(
    '/:id/report',
    requireSession,
    validate('param', idParamSchema),
    validate('json', reportRequestSchema),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      // Reporting again is a no-op answered 200: the UI may retry, and a hidden thought may
      // still be on a reporter's screen.
      const thought = await findThoughtAuthor(c.var.db, id);
      if (!thought) throw thoughtNotFound();
      const now = Date.now();
      const { hidden } = await reportThought(c.var.db, {
        thoughtId: id,
        userId: user.id,
        reason: reason || null,
        counted: isSeasonedVoter(user, c.var.config, now),
        now,
        hideAt: c.var.config.REPORT_HIDE_THRESHOLD,
      });
      await afterCommit(c, 'PATCH /api/thoughts/:id/report', {
        category: thought.category,
        thoughtId: id,
        hidden,
      });
      return c.json({ isReported: true as const });
    },
  );
