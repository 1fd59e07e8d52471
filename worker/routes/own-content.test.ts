import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Cluster, Comment, Thought } from '../../schema/api';
import {
  commentReports,
  commentUpvotes,
  comments,
  images,
  pointsLedger,
  staffPicks,
  thoughtLikes,
  thoughtReports,
  thoughts,
} from '../../schema/tables';
import { buildUser, call, callJson, signedInUser, testDb, unique } from '../test/factories';
import { uploadPng } from '../test/image-factories';
import { buildComment, buildThought, categoryCount } from '../test/thought-factories';

type ErrorBody = { error: string };

async function clusterCount(category: string): Promise<number> {
  const { body } = await callJson<Cluster[]>('/api/clusters');
  return body.find((cluster) => cluster.category === category)?.count ?? -1;
}

async function commentCount(thoughtId: string): Promise<number | undefined> {
  const rows = await testDb().select().from(thoughts).where(eq(thoughts.id, thoughtId));
  return rows[0]?.comments;
}

/** A thought posted through the API with an uploaded image, and replies and votes on it. */
async function busyThought() {
  const author = await signedInUser();
  const replier = await signedInUser();
  const voter = await signedInUser();
  const { imageUrl, key } = await uploadPng(author.cookie);
  const posted = await callJson<Thought>('/api/thoughts', {
    cookie: author.cookie,
    body: {
      content: `Some nights are long ${unique('n')}`,
      category: 'Work',
      isAnonymous: true,
      imageUrl,
    },
  });
  expect(posted.status).toBe(201);
  const thought = posted.body;
  await call(`/api/thoughts/${thought.id}/likes`, {
    method: 'PATCH',
    cookie: voter.cookie,
    body: { liked: true },
  });
  await call(`/api/thoughts/${thought.id}/report`, {
    method: 'PATCH',
    cookie: voter.cookie,
    body: { reason: 'test' },
  });
  const reply = await callJson<Comment>(`/api/thoughts/${thought.id}/comments`, {
    cookie: replier.cookie,
    body: { content: 'You are not alone in this.' },
  });
  expect(reply.status).toBe(201);
  const upvote = await call('/api/echo/upvote-comment', {
    cookie: voter.cookie,
    body: { commentId: reply.body.id, upvoteType: 'helpful' },
  });
  expect(upvote.status).toBe(200);
  return { author, replier, voter, thought, key, commentId: reply.body.id };
}

describe('DELETE /api/thoughts/:id', () => {
  test('the author deletes it with its comments, votes, reports and image; counters stay exact', async () => {
    const { author, replier, voter, thought, key, commentId } = await busyThought();
    const countBefore = await categoryCount('Work');
    const clustersBefore = await clusterCount('Work');
    const ledgerBefore = await testDb()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, replier.user.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    expect((await call(`/api/images/${key}`)).status).toBe(200);

    const response = await call(`/api/thoughts/${thought.id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(response.status).toBe(204);

    const db = testDb();
    expect(await db.select().from(thoughts).where(eq(thoughts.id, thought.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.thoughtId, thought.id))).toEqual([]);
    expect(
      await db.select().from(commentUpvotes).where(eq(commentUpvotes.commentId, commentId)),
    ).toEqual([]);
    expect(
      await db.select().from(thoughtLikes).where(eq(thoughtLikes.thoughtId, thought.id)),
    ).toEqual([]);
    expect(
      await db.select().from(thoughtReports).where(eq(thoughtReports.thoughtId, thought.id)),
    ).toEqual([]);
    expect(await db.select().from(images).where(eq(images.key, key))).toEqual([]);
    expect(await env.IMAGES.get(key)).toBeNull();
    expect((await call(`/api/images/${key}`)).status).toBe(404);
    expect(await categoryCount('Work')).toBe(countBefore - 1);
    expect(await clusterCount('Work')).toBe(clustersBefore - 1);
    // Points already earned stay: they were awarded for real help.
    expect(
      await db.select().from(pointsLedger).where(eq(pointsLedger.userId, replier.user.id)),
    ).toEqual(ledgerBefore);

    const publicList = await callJson<Thought[]>('/api/thoughts?category=Work&limit=100', {
      cookie: voter.cookie,
    });
    expect(publicList.body.map((t) => t.id)).not.toContain(thought.id);
    expect((await call(`/api/thoughts/${thought.id}/comments`)).status).toBe(404);
  });

  test('a hidden thought goes without moving the category count (it was not counted)', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id, category: 'Family', status: 'hidden' });
    const before = await categoryCount('Family');
    expect((await call(`/api/thoughts/${thought.id}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    expect(await categoryCount('Family')).toBe(before);
  });

  test('anyone but the author gets the same 404 as for an unknown id, and nothing moves', async () => {
    const { thought, key, replier } = await busyThought();
    const countBefore = await categoryCount('Work');
    const stranger = await signedInUser();
    const asReplier = await callJson<ErrorBody>(`/api/thoughts/${thought.id}`, {
      method: 'DELETE',
      cookie: replier.cookie,
    });
    const asStranger = await callJson<ErrorBody>(`/api/thoughts/${thought.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    const unknown = await callJson<ErrorBody>(`/api/thoughts/${crypto.randomUUID()}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    for (const answer of [asReplier, asStranger, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id))).toHaveLength(
      1,
    );
    expect(await categoryCount('Work')).toBe(countBefore);
    expect((await call(`/api/images/${key}`)).status).toBe(200);
  });

  test('refuses signed-out callers (401) and a request without Origin (403); a suspended author may still delete', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought({ authorId: user.id });
    const path = `/api/thoughts/${thought.id}`;
    expect((await call(path, { method: 'DELETE' })).status).toBe(401);
    expect((await call(path, { method: 'DELETE', cookie, omitOrigin: true })).status).toBe(403);

    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const own = await buildThought({ authorId: suspended.user.id });
    // A person in crisis must always be able to take their post down.
    const deleted = await call(`/api/thoughts/${own.id}`, {
      method: 'DELETE',
      cookie: suspended.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await testDb().select().from(thoughts).where(eq(thoughts.id, own.id))).toEqual([]);
    expect(await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id))).toHaveLength(
      1,
    );
  });
});

describe('DELETE /api/comments/:id', () => {
  test('the author deletes it for everyone; its upvotes go and the thought counts one fewer', async () => {
    const { thought, replier, commentId } = await busyThought();
    const before = await commentCount(thought.id);
    const response = await call(`/api/comments/${commentId}`, {
      method: 'DELETE',
      cookie: replier.cookie,
    });
    expect(response.status).toBe(204);
    expect(await commentCount(thought.id)).toBe((before ?? 0) - 1);
    expect(await testDb().select().from(comments).where(eq(comments.id, commentId))).toEqual([]);
    expect(
      await testDb().select().from(commentUpvotes).where(eq(commentUpvotes.commentId, commentId)),
    ).toEqual([]);
    const list = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`);
    expect(list.body.map((c) => c.id)).not.toContain(commentId);
  });

  test('a hidden comment goes without moving the thought’s count; its reports and pick go too', async () => {
    const { user, cookie } = await signedInUser();
    const admin = await buildUser();
    const reporter = await buildUser();
    const thought = await buildThought({ comments: 4 });
    const comment = await buildComment({
      thoughtId: thought.id,
      authorId: user.id,
      status: 'hidden',
    });
    const now = Date.now();
    await testDb()
      .insert(commentReports)
      .values({ commentId: comment.id, userId: reporter.id, createdAt: now });
    await testDb()
      .insert(staffPicks)
      .values({ commentId: comment.id, pickedBy: admin.id, createdAt: now });
    expect((await call(`/api/comments/${comment.id}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    expect(await commentCount(thought.id)).toBe(4);
    expect(
      await testDb().select().from(commentReports).where(eq(commentReports.commentId, comment.id)),
    ).toEqual([]);
    expect(
      await testDb().select().from(staffPicks).where(eq(staffPicks.commentId, comment.id)),
    ).toEqual([]);
  });

  test('anyone but the author, even the thought’s author, gets the 404 of an unknown id', async () => {
    const { author, thought, commentId } = await busyThought();
    const before = await commentCount(thought.id);
    const asThoughtAuthor = await callJson<ErrorBody>(`/api/comments/${commentId}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    const unknown = await callJson<ErrorBody>(`/api/comments/${crypto.randomUUID()}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(asThoughtAuthor.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(asThoughtAuthor.body).toEqual(unknown.body);
    expect(await commentCount(thought.id)).toBe(before);
  });

  test('refuses signed-out callers (401) and a request without Origin (403); a suspended author may still delete', async () => {
    const { user, cookie } = await signedInUser();
    const thought = await buildThought();
    const comment = await buildComment({ thoughtId: thought.id, authorId: user.id });
    const path = `/api/comments/${comment.id}`;
    expect((await call(path, { method: 'DELETE' })).status).toBe(401);
    expect((await call(path, { method: 'DELETE', cookie, omitOrigin: true })).status).toBe(403);

    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const own = await buildComment({ thoughtId: thought.id, authorId: suspended.user.id });
    const deleted = await call(`/api/comments/${own.id}`, {
      method: 'DELETE',
      cookie: suspended.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await testDb().select().from(comments).where(eq(comments.id, own.id))).toEqual([]);
    expect(await testDb().select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(
      1,
    );
  });
});
