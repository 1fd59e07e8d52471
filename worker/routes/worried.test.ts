import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { comments, thoughts, worriedFlags } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { buildComment, buildThought } from '../test/thought-factories';

async function worried(path: string, cookie: string, body: unknown = {}) {
  return call(path, { method: 'PATCH', cookie, body });
}

async function worriedAtOf(kind: 'thought' | 'comment', id: string) {
  const table = kind === 'thought' ? thoughts : comments;
  const [row] = await testDb()
    .select({ worriedAt: table.worriedAt, status: table.status })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

describe('PATCH /api/thoughts/:id/worried and /api/comments/:id/worried', () => {
  test('flags the item urgent and keeps it public; repeats change nothing', async () => {
    const thought = await buildThought();
    const reader = await signedInUser();
    const first = await callJson<{ ok: true }>(`/api/thoughts/${thought.id}/worried`, {
      method: 'PATCH',
      cookie: reader.cookie,
      body: {},
    });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const flagged = await worriedAtOf('thought', thought.id);
    expect(flagged?.status).toBe('visible');
    expect(flagged?.worriedAt).toEqual(expect.any(Number));

    expect((await worried(`/api/thoughts/${thought.id}/worried`, reader.cookie)).status).toBe(200);
    const flags = await testDb()
      .select()
      .from(worriedFlags)
      .where(eq(worriedFlags.itemId, thought.id));
    expect(flags).toHaveLength(1);
    expect((await worriedAtOf('thought', thought.id))?.worriedAt).toBe(flagged?.worriedAt);
    // Still listed for everyone.
    const list = await callJson<{ id: string }[]>('/api/thoughts?limit=100');
    expect(list.body.map((item) => item.id)).toContain(thought.id);
  });

  test('comments too; the answer never says whose the item is', async () => {
    const thought = await buildThought();
    const comment = await buildComment({ thoughtId: thought.id });
    const reader = await signedInUser();
    const response = await worried(`/api/comments/${comment.id}/worried`, reader.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await worriedAtOf('comment', comment.id))?.worriedAt).toEqual(expect.any(Number));
  });

  test('404 for an unknown, hidden or held item, and nothing is stored', async () => {
    const reader = await signedInUser();
    const hidden = await buildThought({ status: 'hidden' });
    const held = await buildThought({ status: 'held' });
    for (const id of ['no-such-thought', hidden.id, held.id]) {
      expect((await worried(`/api/thoughts/${id}/worried`, reader.cookie)).status).toBe(404);
    }
    expect(
      await testDb().select().from(worriedFlags).where(eq(worriedFlags.itemId, hidden.id)),
    ).toEqual([]);
  });

  test('404 for a visible comment under a removed or hidden thought, and nothing is stored', async () => {
    const reader = await signedInUser();
    for (const status of ['removed', 'hidden'] as const) {
      const thought = await buildThought({ status });
      const comment = await buildComment({ thoughtId: thought.id });
      expect((await worried(`/api/comments/${comment.id}/worried`, reader.cookie)).status).toBe(
        404,
      );
      expect(
        await testDb().select().from(worriedFlags).where(eq(worriedFlags.itemId, comment.id)),
      ).toEqual([]);
      expect((await worriedAtOf('comment', comment.id))?.worriedAt).toBeNull();
    }
  });

  test('401 signed out, 403 from another origin, 403 while suspended', async () => {
    const thought = await buildThought();
    const path = `/api/thoughts/${thought.id}/worried`;
    expect((await call(path, { method: 'PATCH', body: {} })).status).toBe(401);
    const reader = await signedInUser();
    const crossSite = await call(path, {
      method: 'PATCH',
      cookie: reader.cookie,
      body: {},
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    expect((await worried(path, suspended.cookie)).status).toBe(403);
    expect((await worriedAtOf('thought', thought.id))?.worriedAt).toBeNull();
  });

  test('400 for a body that is not a JSON object', async () => {
    const thought = await buildThought();
    const reader = await signedInUser();
    const response = await call(`/api/thoughts/${thought.id}/worried`, {
      method: 'PATCH',
      cookie: reader.cookie,
      body: 'not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});
