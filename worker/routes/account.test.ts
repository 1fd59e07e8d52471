import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Comment, LeaderboardResponse, Thought, User } from '../../schema/api';
import {
  authNonces,
  commentReports,
  commentUpvotes,
  comments,
  images,
  periodPoints,
  periodWinners,
  periods,
  pointsLedger,
  sessions,
  thoughtLikes,
  thoughtReports,
  thoughts,
  users,
} from '../../schema/tables';
import { buildUser, call, callJson, newKeypair, signedInUser, testDb } from '../test/factories';
import { uploadPng } from '../test/image-factories';
import { requestNonce, signInWithWallet } from '../test/sign-in';
import { buildComment, buildThought, categoryCount } from '../test/thought-factories';

type ErrorBody = { error: string };

// The competition started yesterday, so period 1 is running and likes count toward it.
const COMPETITION = { LEADERBOARD_START: new Date(Date.now() - 24 * 3600_000).toISOString() };

/** A presentation name no other test uses, in words (moderation reads long digit runs as phones). */
function uniqueName(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join('');
  return `Night Owl ${letters}`;
}

/** Every row that refers to the user, table by table. */
async function rowsOf(userId: string, walletAddress: string) {
  const db = testDb();
  return {
    users: await db.select().from(users).where(eq(users.id, userId)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
    authNonces: await db
      .select()
      .from(authNonces)
      .where(eq(authNonces.walletAddress, walletAddress)),
    thoughts: await db.select().from(thoughts).where(eq(thoughts.authorId, userId)),
    comments: await db.select().from(comments).where(eq(comments.authorId, userId)),
    thoughtLikes: await db.select().from(thoughtLikes).where(eq(thoughtLikes.userId, userId)),
    thoughtReports: await db.select().from(thoughtReports).where(eq(thoughtReports.userId, userId)),
    commentReports: await db.select().from(commentReports).where(eq(commentReports.userId, userId)),
    commentUpvotes: await db.select().from(commentUpvotes).where(eq(commentUpvotes.userId, userId)),
    images: await db.select().from(images).where(eq(images.ownerId, userId)),
    pointsLedger: await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    periodPoints: await db.select().from(periodPoints).where(eq(periodPoints.userId, userId)),
    periodWinners: await db.select().from(periodWinners).where(eq(periodWinners.userId, userId)),
  };
}

async function thoughtRow(id: string) {
  return (await testDb().select().from(thoughts).where(eq(thoughts.id, id)))[0];
}

async function commentRow(id: string) {
  return (await testDb().select().from(comments).where(eq(comments.id, id)))[0];
}

/** The 204 has no body; errors carry `{error}`. */
async function deleteAccount(cookie: string, confirm: unknown) {
  const response = await call('/api/auth/account', { method: 'DELETE', cookie, body: { confirm } });
  const text = await response.text();
  const body = (text === '' ? {} : JSON.parse(text)) as Partial<ErrorBody>;
  return { status: response.status, body: { error: body.error ?? '' }, response };
}

describe('DELETE /api/auth/account', () => {
  test('deletes everything the person did, keeps only the ledger, and every counter moves back', async () => {
    const keypair = await newKeypair();
    const name = uniqueName();
    const { cookie, user } = await signInWithWallet(keypair, name);
    const friend = await signedInUser();
    const bystander = await buildUser();

    // Someone else's thought and comment that this person liked, reported, answered and upvoted.
    const friendThought = await callJson<Thought>('/api/thoughts', {
      cookie: friend.cookie,
      body: { content: 'Hard week at the office, again.', category: 'Work', isAnonymous: true },
    });
    const friendComment = await callJson<Comment>(
      `/api/thoughts/${friendThought.body.id}/comments`,
      { cookie: friend.cookie, body: { content: 'Adding some context here.' } },
    );
    const otherId = friendThought.body.id;
    const baseline = {
      thought: await thoughtRow(otherId),
      comment: await commentRow(friendComment.body.id),
    };
    const touches = [
      await call(`/api/thoughts/${otherId}/likes`, {
        method: 'PATCH',
        cookie,
        body: { liked: true },
      }),
      await call(`/api/thoughts/${otherId}/report`, { method: 'PATCH', cookie, body: {} }),
      await call(`/api/thoughts/${otherId}/comments`, {
        cookie,
        body: { content: 'Sending you strength.' },
      }),
      await call('/api/echo/upvote-comment', {
        cookie,
        body: { commentId: friendComment.body.id, upvoteType: 'funny' },
      }),
    ];
    expect(touches.map((r) => r.status)).toEqual([200, 200, 201, 200]);
    expect(await thoughtRow(otherId)).toMatchObject({
      likes: (baseline.thought?.likes ?? 0) + 1,
      comments: (baseline.thought?.comments ?? 0) + 1,
      reports: (baseline.thought?.reports ?? 0) + 1,
    });
    await testDb()
      .insert(commentReports)
      .values({ commentId: friendComment.body.id, userId: user.userId, createdAt: Date.now() });
    await testDb()
      .update(comments)
      .set({ reports: 1 })
      .where(eq(comments.id, friendComment.body.id));

    // Their own thought with an image, a reply under it, a like that pays them points, and an
    // upload they never used.
    const attached = await uploadPng(cookie);
    const spare = await uploadPng(cookie);
    const categoryBefore = await categoryCount('Health');
    const own = await callJson<Thought>('/api/thoughts', {
      cookie,
      body: {
        content: 'Trying to sleep better.',
        category: 'Health',
        isAnonymous: true,
        imageUrl: attached.imageUrl,
      },
    });
    expect(own.status).toBe(201);
    await buildComment({ thoughtId: own.body.id, authorId: bystander.id });
    await call(`/api/thoughts/${own.body.id}/likes`, {
      method: 'PATCH',
      cookie: friend.cookie,
      body: { liked: true },
      vars: COMPETITION,
    });
    // A like pays privately (public totals add it when the period closes): the ledger shows it.
    const ledger = (await rowsOf(user.userId, keypair.address)).pointsLedger;
    expect(ledger.length).toBeGreaterThan(0);

    const response = await deleteAccount(cookie, `  ${name} `);
    expect(response.status).toBe(204);
    expect(response.response.headers.getSetCookie().join(';')).toMatch(
      /echo_session=;.*Max-Age=0/i,
    );

    const left = await rowsOf(user.userId, keypair.address);
    expect(left.users).toEqual([
      expect.objectContaining({
        id: user.userId,
        presentationName: 'Deleted user',
        nameKey: `deleted:${user.userId}`,
        walletAddress: `deleted:${user.userId}`,
        suspendedUntil: null,
        deletedAt: expect.any(Number),
      }),
    ]);
    expect(left).toEqual({
      users: left.users,
      sessions: [],
      authNonces: [],
      thoughts: [],
      comments: [],
      thoughtLikes: [],
      thoughtReports: [],
      commentReports: [],
      commentUpvotes: [],
      images: [],
      pointsLedger: ledger,
      periodPoints: [],
      periodWinners: [],
    });

    // Counters on other people's content are as they were before this person touched them.
    expect(await thoughtRow(otherId)).toMatchObject({
      likes: baseline.thought?.likes,
      comments: baseline.thought?.comments,
      reports: baseline.thought?.reports,
    });
    expect(await commentRow(friendComment.body.id)).toMatchObject({
      funnyCount: baseline.comment?.funnyCount,
      helpfulCount: baseline.comment?.helpfulCount,
      reports: 0,
    });
    expect(await categoryCount('Health')).toBe(categoryBefore);
    expect(await env.IMAGES.get(attached.key)).toBeNull();
    expect(await env.IMAGES.get(spare.key)).toBeNull();
    expect((await call(attached.imageUrl)).status).toBe(404);

    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
    const after = await callJson<LeaderboardResponse>('/api/leaderboard', { vars: COMPETITION });
    expect(after.body.entries.map((e) => e.id)).not.toContain(user.userId);
    expect(JSON.stringify(after.body)).not.toContain(name);
  });

  test('the same wallet signs up again as a new account, and the old name is free', async () => {
    const keypair = await newKeypair();
    const name = uniqueName();
    const first = await signInWithWallet(keypair, name);
    expect((await deleteAccount(first.cookie, name)).status).toBe(204);

    const nonce = await requestNonce(keypair.address);
    expect(JSON.stringify(nonce)).not.toContain(name);
    const again = await signInWithWallet(keypair, name);
    expect(again.user.userId).not.toBe(first.user.userId);
    expect(again.user).toMatchObject<Partial<User>>({
      presentationName: name,
      walletAddress: keypair.address,
      echoPoints: 0,
    });
  });

  test('a prize winner’s tombstone keeps the wallet and the winner record, nothing more', async () => {
    const keypair = await newKeypair();
    const { cookie, user } = await signInWithWallet(keypair, uniqueName());
    const number = 9000 + Math.floor(Math.random() * 100_000);
    await testDb()
      .insert(periods)
      .values({ number, id: crypto.randomUUID(), startsAt: 0, endsAt: 1, closedAt: 2 });
    const winnerId = crypto.randomUUID();
    await testDb().insert(periodWinners).values({
      id: winnerId,
      periodNumber: number,
      rank: 1,
      userId: user.userId,
      points: 40,
      rewardUsd: 25,
    });
    expect((await deleteAccount(cookie, user.presentationName)).status).toBe(204);

    const left = await rowsOf(user.userId, keypair.address);
    expect(left.users[0]).toMatchObject({
      presentationName: 'Deleted user',
      walletAddress: keypair.address,
      deletedAt: expect.any(Number),
    });
    expect(left.periodWinners).toEqual([
      {
        periodNumber: number,
        rank: 1,
        userId: user.userId,
        points: 40,
        rewardUsd: 25,
        payoutStatus: 'pending_review',
        id: winnerId,
        note: null,
        txSignature: null,
        decidedAt: null,
        decidedBy: null,
      },
    ]);
    // The kept wallet does not block a fresh account for the same person.
    const again = await signInWithWallet(keypair, uniqueName());
    expect(again.user.userId).not.toBe(user.userId);
  });

  test.each([
    ['a different name', 'Someone Else'],
    ['the name in another case', null],
    ['an empty confirmation', ''],
  ])('refuses %s with 400 and deletes nothing', async (_label, confirm) => {
    const { user, cookie } = await signedInUser();
    const typed = confirm ?? user.presentationName.toUpperCase();
    const { status, body } = await deleteAccount(cookie, typed);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^confirm: /);
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
  });

  test.each([
    ['missing', undefined],
    ['not text', 42],
  ])('refuses a confirmation that is %s with 400', async (_label, confirm) => {
    const { cookie } = await signedInUser();
    const { status, body } = await deleteAccount(cookie, confirm);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^confirm/);
  });

  test('refuses signed-out callers (401), a request without Origin (403) and suspension (403)', async () => {
    const { user, cookie } = await signedInUser();
    const body = { confirm: user.presentationName };
    expect((await call('/api/auth/account', { method: 'DELETE', body })).status).toBe(401);
    const noOrigin = await call('/api/auth/account', {
      method: 'DELETE',
      body,
      cookie,
      omitOrigin: true,
    });
    expect(noOrigin.status).toBe(403);

    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const refused = await deleteAccount(suspended.cookie, suspended.user.presentationName);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Your account is suspended until /);
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
    expect(await thoughtRow((await buildThought({ authorId: user.id })).id)).toBeDefined();
  });
});
