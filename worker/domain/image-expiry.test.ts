import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { images } from '../../schema/tables';
import worker from '../index';
import { buildUser, testDb } from '../test/factories';
import { buildThought } from '../test/thought-factories';
import { UNATTACHED_IMAGE_LIFETIME_MS } from './image-expiry';

const HOUR = 3600_000;

/** An image row and its R2 object, uploaded at `createdAt`. */
async function storedImage(ownerId: string, createdAt: number, thoughtId: string | null = null) {
  const key = crypto.randomUUID().replaceAll('-', '');
  await env.IMAGES.put(key, new Uint8Array([1, 2, 3]), {
    httpMetadata: { contentType: 'image/png' },
  });
  await testDb()
    .insert(images)
    .values({ key, ownerId, contentType: 'image/png', size: 3, thoughtId, createdAt });
  return key;
}

async function runCron(scheduledTime: number) {
  const controller = createScheduledController({ scheduledTime, cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function exists(key: string) {
  const rows = await testDb().select().from(images).where(eq(images.key, key));
  return { row: rows.length === 1, object: (await env.IMAGES.head(key)) !== null };
}

test('the cron deletes uploads no thought took after 24 hours, row and R2 object', async () => {
  const owner = await buildUser();
  const now = Date.now();
  const expired = await storedImage(owner.id, now - UNATTACHED_IMAGE_LIFETIME_MS - 1);
  const fresh = await storedImage(owner.id, now - UNATTACHED_IMAGE_LIFETIME_MS + HOUR);
  const thought = await buildThought({ authorId: owner.id });
  const attached = await storedImage(owner.id, now - 30 * 24 * HOUR, thought.id);

  await runCron(now);

  expect(await exists(expired)).toEqual({ row: false, object: false });
  expect(await exists(fresh)).toEqual({ row: true, object: true });
  expect(await exists(attached)).toEqual({ row: true, object: true });
});

test('a backlog larger than one batch is drained in bounded batches', async () => {
  const owner = await buildUser();
  const now = Date.now();
  const keys: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    keys.push(await storedImage(owner.id, now - UNATTACHED_IMAGE_LIFETIME_MS - HOUR - i));
  }
  await runCron(now);
  for (const key of keys) expect(await exists(key)).toEqual({ row: false, object: false });
});
