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
import { isImageAttachable } from '../db/images';
import {
  findThoughtAuthor,
  findThoughtCursor,
  insertThought,
  lastThoughtAt,
  listThoughts,
  reportThought,
  setThoughtLike,
  type ThoughtRow,
} from '../db/thoughts';
import { isSeasonedAccount, likeAward } from '../domain/awards';
import { moderationModel } from '../domain/moderation/configured-model';
import { screenPost } from '../domain/publishable';
import { toThought } from '../domain/thought-json';
import { cachePublicly } from '../lib/cache';
import { purgePublicReads } from '../lib/edge-cache';
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
    const imageRefused = () => new ApiError(400, IMAGE_REFUSED);
    if (imageUrl !== null) {
      if (imageKey === null || !(await isImageAttachable(c.var.db, imageKey, user.id))) {
        throw imageRefused();
      }
    }

    const now = Date.now();
    const last = await lastThoughtAt(c.var.db, user.id);
    if (last !== null && now - last < TIMINGS.postIntervalMs) {
      throw tooSoon(last + TIMINGS.postIntervalMs - now, POST_INTERVAL_MESSAGE);
    }
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
    const stored = await insertThought(
      c.var.db,
      { ...row, authorId: user.id, imageKey, ...screening },
      TIMINGS.postIntervalMs,
    );
    if (!stored) {
      // Lost a race: a simultaneous post took the image, or won the posting interval.
      if (imageKey !== null && !(await isImageAttachable(c.var.db, imageKey, user.id))) {
        throw imageRefused();
      }
      throw tooSoon(TIMINGS.postIntervalMs, POST_INTERVAL_MESSAGE);
    }
    if (screening.status === 'held') {
      return c.json({ held: true, crisis: screening.crisis } satisfies HeldPost, 202);
    }
    await purgePublicReads(c, { category: row.category });
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
      const award = isSeasonedAccount(user, c.var.config.VOTER_MIN_ACCOUNT_AGE_HOURS, now)
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
      await reportThought(c.var.db, {
        thoughtId: id,
        userId: user.id,
        reason: reason || null,
        counted: isSeasonedAccount(user, c.var.config.VOTER_MIN_ACCOUNT_AGE_HOURS, now),
        now,
        hideAt: c.var.config.REPORT_HIDE_THRESHOLD,
      });
      // The report may have hidden it: signed-out readers should not keep seeing it from cache.
      await purgePublicReads(c, { category: thought.category, thoughtId: id });
      return c.json({ isReported: true as const });
    },
  );
