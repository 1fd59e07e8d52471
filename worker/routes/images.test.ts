import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../schema/constants';
import { images } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { IMAGE_FIXTURES, leakingText } from '../test/image-fixtures';
import { leakyImages, secretsIn } from '../test/leaky-images';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

// Real, minimal 1×1 images without metadata, so they are stored exactly as uploaded.
const SAMPLES = {
  'image/png': fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  'image/jpeg': fromBase64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==',
  ),
  'image/gif': fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  'image/webp': fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
};

// A JPEG with text in a DQT tail, profiles naming the phone, EXIF inside an animation frame.
const LEAKY_IMAGES = await leakyImages();

type UploadAnswer = { imageUrl?: string; error?: string };

function imageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type }));
  return form;
}

describe('POST /api/upload-image', () => {
  test.each(Object.entries(SAMPLES))('stores a %s and serves it back', async (type, bytes) => {
    const { user, cookie } = await signedInUser();
    // The client's claimed type is ignored: the bytes decide.
    const upload = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(bytes, 'upload.bin', 'application/octet-stream'),
      cookie,
    });
    expect(upload.status).toBe(201);
    const imageUrl = upload.body.imageUrl ?? '';
    expect(imageUrl).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{16,}$/);
    const key = imageUrl.split('/').at(-1) ?? '';

    const [row] = await testDb().select().from(images).where(eq(images.key, key));
    expect(row).toMatchObject({ ownerId: user.id, contentType: type, size: bytes.byteLength });
    const stored = await env.IMAGES.head(key);
    expect(stored?.httpMetadata?.contentType).toBe(type);

    const served = await call(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  test('stores a GPS-tagged photo without its metadata, still upright', async () => {
    const { cookie } = await signedInUser();
    const photo = IMAGE_FIXTURES.jpegGps;
    expect(leakingText(photo)).not.toEqual([]);
    const upload = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(photo, 'holiday.jpg', 'image/jpeg'),
      cookie,
    });
    expect(upload.status).toBe(201);
    const imageUrl = upload.body.imageUrl ?? '';

    const served = await call(imageUrl);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(leakingText(bytes, ['SerialNumber', 'Artifex'])).toEqual([]);
    // The only EXIF left is the Orientation (6: rotate 90° clockwise) the phone asked for.
    const exif = String.fromCharCode(...bytes).indexOf('Exif\0\0');
    expect([...bytes.subarray(exif - 4, exif + 34 - 2)]).toEqual([
      ...[0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a],
      ...[0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0],
    ]);
    const key = imageUrl.split('/').at(-1) ?? '';
    const [row] = await testDb().select().from(images).where(eq(images.key, key));
    expect(row?.size).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(photo.byteLength);
  });

  test.each(Object.entries(LEAKY_IMAGES))(
    'stores a %s without the hidden text',
    async (_name, { type, bytes }) => {
      const { cookie } = await signedInUser();
      expect(await secretsIn(bytes)).not.toEqual([]);
      const upload = await callJson<UploadAnswer>('/api/upload-image', {
        body: imageForm(bytes, 'photo', type),
        cookie,
      });
      expect(upload.status).toBe(201);
      const key = upload.body.imageUrl?.split('/').at(-1) ?? '';
      const stored = await env.IMAGES.get(key);
      expect(stored?.httpMetadata?.contentType).toBe(type);
      expect(
        await secretsIn(new Uint8Array(await (stored?.arrayBuffer() ?? new ArrayBuffer(0)))),
      ).toEqual([]);
    },
  );

  test('rejects a JPEG cut off in the middle with 415', async () => {
    const { cookie } = await signedInUser();
    const truncated = IMAGE_FIXTURES.jpegGps.subarray(0, 3000);
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(truncated, 'cut.jpg', 'image/jpeg'),
      cookie,
    });
    expect(status).toBe(415);
    expect(body).toEqual({ error: 'Damaged image: the JPEG file is truncated' });
  });

  test('gives every upload its own random key', async () => {
    const { cookie } = await signedInUser();
    const urls = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { body } = await callJson<UploadAnswer>('/api/upload-image', {
        body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
        cookie,
      });
      urls.add(body.imageUrl ?? '');
    }
    expect(urls.size).toBe(3);
  });

  test.each([
    [
      'an SVG',
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'image/svg+xml',
    ],
    ['text claiming to be a PNG', new TextEncoder().encode('definitely not an image'), 'image/png'],
    ['a truncated PNG signature', SAMPLES['image/png'].slice(0, 4), 'image/png'],
    ['an empty file', new Uint8Array(), 'image/png'],
  ])('rejects %s with 415', async (_name, bytes, type) => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(bytes, 'file', type),
      cookie,
    });
    expect(status).toBe(415);
    expect(body.error).toMatch(/JPEG, PNG, GIF or WebP/);
  });

  test('rejects an image one byte over 5 MiB with 413', async () => {
    const { cookie } = await signedInUser();
    const big = new Uint8Array(LIMITS.imageMaxBytes + 1);
    big.set(SAMPLES['image/png']);
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(big, 'big.png', 'image/png'),
      cookie,
    });
    expect(status).toBe(413);
    expect(body.error).toMatch(/5 MB/);
  });

  test('rejects a 1 KB picture that decodes to 20,000 × 20,000 pixels with 413, storing nothing', async () => {
    const { user, cookie } = await signedInUser();
    // The 1×1 PNG with its header saying 20,000 a side: every reader would decode 1.6 GB.
    const bomb = SAMPLES['image/png'].slice();
    const header = new DataView(bomb.buffer, 16, 8); // after the signature, length and "IHDR"
    header.setUint32(0, 20_000);
    header.setUint32(4, 20_000);
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(bomb, 'bomb.png', 'image/png'),
      cookie,
    });
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'Image too large: the limit is 40 megapixels' });
    expect(await testDb().select().from(images).where(eq(images.ownerId, user.id))).toEqual([]);
  });

  test('accepts an image of exactly 5 MiB', async () => {
    const { cookie } = await signedInUser();
    const exact = new Uint8Array(LIMITS.imageMaxBytes);
    exact.set(SAMPLES['image/png']);
    const response = await call('/api/upload-image', {
      body: imageForm(exact, 'exact.png', 'image/png'),
      cookie,
    });
    expect(response.status).toBe(201);
  });

  test('rejects a body far over the limit with 413', async () => {
    const { cookie } = await signedInUser();
    const huge = new Uint8Array(LIMITS.imageMaxBytes + 512 * 1024);
    huge.set(SAMPLES['image/png']);
    const response = await call('/api/upload-image', {
      body: imageForm(huge, 'huge.png', 'image/png'),
      cookie,
    });
    expect(response.status).toBe(413);
  });

  test.each([
    ['no image field', () => new FormData()],
    [
      'a text field instead of a file',
      () => {
        const form = new FormData();
        form.append('image', 'hello');
        return form;
      },
    ],
  ])('rejects %s with 400', async (_name, makeForm) => {
    const { cookie } = await signedInUser();
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: makeForm(),
      cookie,
    });
    expect(status).toBe(400);
    // The field name once, not 'image: image: …'.
    expect(body).toEqual({ error: 'image: choose an image file to upload' });
  });

  test('rejects a JSON body with 400', async () => {
    const { cookie } = await signedInUser();
    const response = await call('/api/upload-image', { body: { image: 'x' }, cookie });
    expect(response.status).toBe(400);
  });

  test('answers 401 signed out', async () => {
    const { status, body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Not signed in' });
  });
});

test('past 20 uploads a minute from one network, the next answers 429 whoever sends it; other networks go on', async () => {
  const upload = async (cookie: string, ip: string) =>
    callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/gif'], 'a.gif', 'image/gif'),
      cookie,
      headers: { 'CF-Connecting-IP': ip },
    });
  // Four fresh wallets, five pictures each: each person is far under their own limit.
  const people = await Promise.all(Array.from({ length: 4 }, () => signedInUser()));
  for (const { cookie } of people) {
    for (let i = 0; i < 5; i += 1) expect((await upload(cookie, '203.0.113.41')).status).toBe(201);
  }
  const fresh = await signedInUser();
  const refused = await upload(fresh.cookie, '203.0.113.41');
  expect(refused.status).toBe(429);
  expect(refused.body.error).toBe('Too many uploads from this network, please wait a minute');
  expect(Number(refused.response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await testDb().select().from(images).where(eq(images.ownerId, fresh.user.id))).toEqual([]);
  expect((await upload(fresh.cookie, '198.51.100.41')).status).toBe(201);
});

describe('POST /api/upload-image rate', () => {
  test('answers 429 with Retry-After past 20 uploads an hour', async () => {
    const { user, cookie } = await signedInUser();
    const now = Date.now();
    // 20 uploads in the last hour, the oldest 50 minutes ago: the 21st waits about 10 minutes.
    await testDb()
      .insert(images)
      .values(
        Array.from({ length: LIMITS.uploadsPerHour }, (_, i) => ({
          key: crypto.randomUUID().replaceAll('-', ''),
          ownerId: user.id,
          contentType: 'image/png',
          size: 1,
          createdAt: now - 50 * 60_000 + i,
        })),
      );
    const refused = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
      cookie,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('You can upload 20 images an hour. Please wait a while.');
    const retryAfter = Number(refused.response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    // Someone else is not limited by this user's uploads.
    const other = await signedInUser();
    const allowed = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
      cookie: other.cookie,
    });
    expect(allowed.status).toBe(201);
  });

  test('uploads older than an hour do not count', async () => {
    const { user, cookie } = await signedInUser();
    await testDb()
      .insert(images)
      .values(
        Array.from({ length: LIMITS.uploadsPerHour }, () => ({
          key: crypto.randomUUID().replaceAll('-', ''),
          ownerId: user.id,
          contentType: 'image/png',
          size: 1,
          createdAt: Date.now() - 61 * 60_000,
        })),
      );
    const { status } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
      cookie,
    });
    expect(status).toBe(201);
  });
});

test('30 simultaneous uploads by one new user: exactly 20 get 201, and R2 holds exactly those', async () => {
  const { user, cookie } = await signedInUser();
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      callJson<UploadAnswer>('/api/upload-image', {
        body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
        cookie,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.uploadsPerHour);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMITS.uploadsPerHour);
  const rows = await testDb().select().from(images).where(eq(images.ownerId, user.id));
  expect(rows).toHaveLength(LIMITS.uploadsPerHour);
  for (const row of rows) expect(await env.IMAGES.head(row.key)).not.toBeNull();
});

describe('GET /api/images/:key', () => {
  test('answers Cache-Control: public, max-age=86400: a deleted image is gone from caches within a day', async () => {
    const { cookie } = await signedInUser();
    const { body } = await callJson<UploadAnswer>('/api/upload-image', {
      body: imageForm(SAMPLES['image/png'], 'a.png', 'image/png'),
      cookie,
    });
    const served = await call(body.imageUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(served.headers.get('Cache-Control')).not.toMatch(/immutable/);
  });

  test.each(['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fsecret'])(
    'answers 404 JSON for unknown key %s',
    async (key) => {
      const { status, body } = await callJson<UploadAnswer>(`/api/images/${key}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Image not found' });
    },
  );
});
