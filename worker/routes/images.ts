import { Hono } from 'hono';
import { z } from 'zod';
import { LIMITS } from '../../schema/constants';
import type { AppEnv } from '../app-env';
import { deleteImageRow, insertImageWithinLimit } from '../db/images';
import { fromThisMachine, rateLimitKey } from '../lib/client-ip';
import { randomToken } from '../lib/crypto';
import { ApiError, tooSoon } from '../lib/errors';
import { imageUrlFor, isImageKey } from '../lib/image-url';
import { stripImageMetadata } from '../lib/image-metadata';
import { requireSession, requireUser } from '../lib/session';
import { validate } from '../lib/validate';

const uploadSchema = z.object({
  // validate() prefixes the field name: the message itself must not repeat it.
  image: z.instanceof(File, { message: 'choose an image file to upload' }),
});
const keyParamSchema = z.object({ key: z.string() });

type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The type by magic bytes, never by the name or the client's claim: what we store is what
 * browsers will sniff. SVG (script-capable) and everything else are refused.
 */
function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const HOUR_MS = 3600_000;

export const imageRoutes = new Hono<AppEnv>()
  .post('/upload-image', requireSession, validate('form', uploadSchema), async (c) => {
    const user = requireUser(c);
    // Per network too: a fresh wallet is free, so the per-person limit alone is no limit
    // (docs/decisions/093).
    const ip = c.req.header('CF-Connecting-IP');
    if (
      !fromThisMachine(ip) &&
      !(await c.env.UPLOAD_LIMITER.limit({ key: rateLimitKey(ip) })).success
    ) {
      throw tooSoon(60_000, 'Too many uploads from this network, please wait a minute');
    }
    const { image } = c.req.valid('form');
    if (image.size > LIMITS.imageMaxBytes) {
      throw new ApiError(413, 'Image too large: the limit is 5 MB');
    }
    const bytes = new Uint8Array(await image.arrayBuffer());
    const contentType = detectImageType(bytes);
    if (contentType === null) {
      throw new ApiError(415, 'Unsupported image type: use JPEG, PNG, GIF or WebP');
    }

    // Stored images are public: GPS, device serial or capture time would unmask the author.
    const stored = await stripImageMetadata(bytes, contentType);
    const key = randomToken(18);
    const now = Date.now();
    // 20 uploads an hour per user (uploads cost storage, and each may become a thought), counted
    // and recorded in one statement before any bytes go to R2.
    const recorded = await insertImageWithinLimit(
      c.var.db,
      { key, ownerId: user.id, contentType, size: stored.byteLength, createdAt: now },
      { count: LIMITS.uploadsPerHour, windowMs: HOUR_MS },
    );
    if (!recorded.inserted) {
      throw tooSoon(
        (recorded.oldestInWindow ?? now) + HOUR_MS - now,
        `You can upload ${LIMITS.uploadsPerHour} images an hour. Please wait a while.`,
      );
    }
    try {
      await c.env.IMAGES.put(key, stored, { httpMetadata: { contentType } });
    } catch (error) {
      await deleteImageRow(c.var.db, key);
      throw error;
    }
    return c.json({ imageUrl: imageUrlFor(key) }, 201);
  })

  .get('/images/:key', validate('param', keyParamSchema), async (c) => {
    const { key } = c.req.valid('param');
    const object = isImageKey(key) ? await c.env.IMAGES.get(key) : null;
    if (!object) throw new ApiError(404, 'Image not found');
    return new Response(object.body, {
      headers: {
        'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
        'Content-Length': String(object.size),
        'X-Content-Type-Options': 'nosniff',
        // The bytes behind a key never change, but a removed or deleted thought takes its image
        // with it: a day, not a year, so that browsers and caches stop showing it within one.
        'Cache-Control': 'public, max-age=86400',
        ETag: object.httpEtag,
      },
    });
  });
