// The review queue with worried flags, on a fresh database: urgent items first (held, worried),
// then the oldest, and what a moderator's look does to a worried item.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { ModQueue } from '../../schema/api';
import { categoryCounters, comments, thoughts } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { staffMember } from '../test/staff';
import { buildComment, buildThought } from '../test/thought-factories';

const DAY = 24 * 3600_000;

async function queue(staff: Awaited<ReturnType<typeof staffMember>>) {
  const { status, body } = await callJson<ModQueue>('/api/mod/queue', staff);
  expect(status).toBe(200);
  return body.items;
}

test('urgent items lead the queue (held, then worried by how long the flag has waited), then the oldest reported ones', async () => {
  const staff = await staffMember('mod');
  const now = Date.now();
  const reported = await buildThought({ status: 'hidden', reports: 3, createdAt: now - 9 * DAY });
  const held = await buildThought({
    status: 'held',
    crisis: true,
    threat: true,
    createdAt: now - DAY,
  });
  const calm = await buildThought({ createdAt: now - 5 * DAY });
  const worriedThought = await buildThought({
    content: 'もう全部終わりにしたい、疲れてしまった',
    createdAt: now - 3 * DAY,
  });
  const worriedComment = await buildComment({ thoughtId: calm.id, createdAt: now - 4 * DAY });
  const reader = await signedInUser();
  for (const path of [
    `/api/thoughts/${worriedThought.id}/worried`,
    `/api/comments/${worriedComment.id}/worried`,
  ]) {
    expect((await call(path, { method: 'PATCH', cookie: reader.cookie, body: {} })).status).toBe(
      200,
    );
  }

  // Raised two hours and one hour ago: the comment is the older post, but its flag is the newer.
  await testDb()
    .update(thoughts)
    .set({ worriedAt: now - 2 * 3600_000 })
    .where(eq(thoughts.id, worriedThought.id));
  await testDb()
    .update(comments)
    .set({ worriedAt: now - 3600_000 })
    .where(eq(comments.id, worriedComment.id));

  const items = await queue(staff);
  // The held murder–suicide, a day old, before flags on older posts: any reader can raise a flag,
  // and flags must not push it down.
  expect(items.map((item) => [item.id, item.reason, item.urgent])).toEqual([
    [held.id, 'held', true],
    [worriedThought.id, 'worried', true],
    [worriedComment.id, 'worried', true],
    [reported.id, 'reports', false],
  ]);
  expect(items.map((item) => item.id)).not.toContain(calm.id);
  // Each item says its language, so a moderator who reads it takes it.
  expect(items.find((item) => item.id === worriedThought.id)?.language).toBe('ja');
  // Nothing in the queue names the reader who was worried, or the authors.
  expect(JSON.stringify(items)).not.toContain(reader.user.id);
  expect(JSON.stringify(items)).not.toContain(reader.user.presentationName);
});

test('keeping a worried item answers the flag and moves no counter; removing takes it down', async () => {
  const staff = await staffMember('mod');
  const kept = await buildThought({ category: 'Work' });
  const removed = await buildThought({ category: 'Work' });
  const reader = await signedInUser();
  for (const thought of [kept, removed]) {
    await call(`/api/thoughts/${thought.id}/worried`, {
      method: 'PATCH',
      cookie: reader.cookie,
      body: {},
    });
  }
  const countBefore = await testDb()
    .select()
    .from(categoryCounters)
    .where(eq(categoryCounters.category, 'Work'));

  const keep = await call(`/api/mod/thoughts/${kept.id}`, {
    ...staff,
    method: 'POST',
    body: { action: 'restore', note: 'Reached out, keeping it up' },
  });
  expect(keep.status).toBe(200);
  const [row] = await testDb().select().from(thoughts).where(eq(thoughts.id, kept.id));
  expect(row).toMatchObject({ status: 'visible', worriedAt: null });
  expect(
    await testDb().select().from(categoryCounters).where(eq(categoryCounters.category, 'Work')),
  ).toEqual(countBefore);
  // A second "keep" finds nothing waiting: 409.
  const again = await call(`/api/mod/thoughts/${kept.id}`, {
    ...staff,
    method: 'POST',
    body: { action: 'restore' },
  });
  expect(again.status).toBe(409);

  const remove = await call(`/api/mod/thoughts/${removed.id}`, {
    ...staff,
    method: 'POST',
    body: { action: 'remove' },
  });
  expect(remove.status).toBe(200);
  const left = (await queue(staff)).map((item) => item.id);
  expect(left).not.toContain(kept.id);
  expect(left).not.toContain(removed.id);
});
