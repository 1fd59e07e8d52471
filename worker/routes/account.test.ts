import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
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
import worker from '../index';
import {
  buildUser,
  call,
  callJson,
  newKeypair,
  signedInUser,
  testDb,
  uniqueLetters,
} from '../test/factories';
import { uploadPng } from '../test/image-factories';
import { requestNonce, signInWithWallet } from '../test/sign-in';
import { buildComment, buildThought, categoryCount } from '../test/thought-factories';

type ErrorBody = { error: string };

// The competition started yesterday, so period 1 is running and likes count toward it.
const COMPETITION = { LEADERBOARD_START: new Date(Date.now() - 24 * 3600_000).toISOString() };

/** A presentation name no other test uses, in words (moderation reads long digit runs as phones). */
function uniqueName(): string {
  return `Night Owl ${uniqueLetters()}`;
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

/** When the account's comments are due to turn into 'Deleted user'. */
async function sweepMomentOf(userId: string): Promise<number> {
  const [row] = await testDb().select().from(users).where(eq(users.id, userId));
  if (!row?.commentsSweepAt) throw new Error('no sweep planned');
  return row.commentsSweepAt;
}

/** The cron, as Cloudflare runs it, at a chosen moment. */
async function runCron(scheduledTime: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime, cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, LEADERBOARD_START: '' }, ctx);
  await waitOnExecutionContext(ctx);
}

describe('DELETE /api/auth/account', () => {
  test('the thoughts go at once; the comments become Deleted user with their text removed at a random moment within 24 hours, by the cron', async () => {
    const { cookie, user } = await signInWithWallet(await newKeypair(), uniqueName());
    const reader = await signedInUser();
    const voter = await signedInUser();
    const thought = await callJson<Thought>('/api/thoughts', {
      cookie,
      body: { content: 'Some nights are long.', category: 'Anxiety', isAnonymous: true },
    });
    const elsewhere = await callJson<Thought>('/api/thoughts', {
      cookie: reader.cookie,
      body: { content: 'Anyone else awake?', category: 'Anxiety', isAnonymous: true },
    });
    const reply = await callJson<Comment>(`/api/thoughts/${elsewhere.body.id}/comments`, {
      cookie,
      body: { content: 'Me too, hang on.' },
    });
    expect([thought.status, reply.status]).toEqual([201, 201]);

    const before = Date.now();
    expect((await deleteAccount(cookie, user.presentationName)).status).toBe(204);
    expect(await thoughtRow(thought.body.id)).toBeUndefined();
    const sweepAt = await sweepMomentOf(user.userId);
    expect(sweepAt).toBeGreaterThanOrEqual(before);
    expect(sweepAt).toBeLessThan(Date.now() + 24 * 3600_000);

    // Until the sweep the reply reads as it did; a vote on it counts but pays nothing.
    const thread = `/api/thoughts/${elsewhere.body.id}/comments`;
    const pending = await callJson<Comment[]>(thread, { cookie: reader.cookie });
    expect(pending.body.find((c) => c.id === reply.body.id)).toMatchObject({
      content: 'Me too, hang on.',
      userId: user.userId,
      user: { presentationName: user.presentationName },
    });
    const vote = await call('/api/echo/upvote-comment', {
      cookie: voter.cookie,
      body: { commentId: reply.body.id, upvoteType: 'helpful' },
    });
    expect(vote.status).toBe(200);
    const ledger = await testDb()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.userId));
    expect(ledger).toEqual([]);

    // The cron just before the moment changes nothing; at the moment, the sweep runs.
    await runCron(sweepAt - 1);
    expect((await commentRow(reply.body.id))?.content).toBe('Me too, hang on.');
    await runCron(sweepAt);
    const swept = await callJson<Comment[]>(thread, { cookie: reader.cookie });
    const tombstone = swept.body.find((c) => c.id === reply.body.id);
    expect(tombstone).toMatchObject({
      content: '',
      user: { presentationName: 'Deleted user', isAdmin: false, adminRole: null },
      helpfulCount: 1,
    });
    // A fresh random id: nothing the named comment carried points at it.
    expect(tombstone?.userId).not.toBe(user.userId);
    expect(tombstone?.userId).toMatch(/^[0-9a-f-]{36}$/);
    const [account] = await testDb().select().from(users).where(eq(users.id, user.userId));
    expect(account).toMatchObject({
      presentationName: 'Deleted user',
      nameKey: `deleted:${user.userId}`,
      nameSkeleton: null,
      commentsSweepAt: null,
    });
    expect(JSON.stringify(swept.body)).not.toContain(user.presentationName);
  });

  test("a staff member's named comments keep their badge until the sweep, and the wallet is released then", async () => {
    const keypair = await newKeypair();
    const staff = { ADMIN_WALLETS: `${keypair.address}=admin` };
    const name = uniqueName();
    const { cookie, user } = await signInWithWallet(keypair, name, { vars: staff });
    const reader = await signedInUser();
    const thought = await callJson<Thought>('/api/thoughts', {
      cookie: reader.cookie,
      body: { content: 'Feeling very alone tonight.', category: 'Family', isAnonymous: true },
    });
    const thread = `/api/thoughts/${thought.body.id}/comments`;
    const reply = await callJson<Comment>(thread, {
      cookie,
      vars: staff,
      body: { content: 'Staff here: you are not alone.' },
    });
    expect(reply.status).toBe(201);
    const shown = async () =>
      (await callJson<Comment[]>(thread, { cookie: reader.cookie, vars: staff })).body.find(
        (comment) => comment.id === reply.body.id,
      )?.user;
    const badged = { presentationName: name, isAdmin: true, adminRole: 'admin' };
    expect(await shown()).toEqual(badged);

    expect((await deleteAccount(cookie, name)).status).toBe(204);
    // The person's thoughts went just now: the named comment shows nothing new until the sweep,
    // or the badge dropping would point at the thoughts that vanished with it.
    expect(await shown()).toEqual(badged);
    // The kept wallet blocks no one: it signs in again at once, as a new account.
    const again = await signInWithWallet(keypair, uniqueName(), { vars: staff });
    expect(again.user.userId).not.toBe(user.userId);

    await runCron(await sweepMomentOf(user.userId));
    expect(await shown()).toEqual({
      presentationName: 'Deleted user',
      isAdmin: false,
      adminRole: null,
    });
    const [account] = await testDb().select().from(users).where(eq(users.id, user.userId));
    expect(account?.walletAddress).toBe(`deleted:${user.userId}`);
  });

  test('deletes what the person did at once but their comments, keeps the ledger, and every counter moves back', async () => {
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
    const deletedAt = left.users[0]?.deletedAt ?? 0;
    expect(left.users).toEqual([
      expect.objectContaining({
        id: user.userId,
        // The name, and the wallet a staff badge is read from, stay until the sweep
        // (docs/decisions/013, 083).
        presentationName: name,
        walletAddress: keypair.address,
        suspendedUntil: null,
        deletedAt: expect.any(Number),
      }),
    ]);
    const sweepAt = left.users[0]?.commentsSweepAt ?? 0;
    expect(sweepAt).toBeGreaterThanOrEqual(deletedAt);
    expect(sweepAt).toBeLessThan(deletedAt + 24 * 3600_000);
    expect(left).toEqual({
      users: left.users,
      sessions: [],
      authNonces: [],
      thoughts: [],
      // Their reply on someone else's thought waits for the sweep.
      comments: [expect.objectContaining({ content: 'Sending you strength.' })],
      thoughtLikes: [],
      thoughtReports: [],
      commentReports: [],
      commentUpvotes: [],
      images: [],
      pointsLedger: ledger,
      periodPoints: [],
      periodWinners: [],
    });

    // Counters on other people's content are as they were before this person touched them (the
    // reply still counts: it is still there, until the sweep turns it into 'Deleted user').
    expect(await thoughtRow(otherId)).toMatchObject({
      likes: baseline.thought?.likes,
      comments: (baseline.thought?.comments ?? 0) + 1,
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

  test('the same wallet signs up again as a new account; the old name is free once the sweep ran', async () => {
    const keypair = await newKeypair();
    const name = uniqueName();
    const first = await signInWithWallet(keypair, name);
    expect((await deleteAccount(first.cookie, name)).status).toBe(204);

    const nonce = await requestNonce(keypair.address);
    expect(JSON.stringify(nonce)).not.toContain(name);
    // Until the sweep the name still signs the person's comments: nobody else may take it.
    await expect(signInWithWallet(keypair, name)).rejects.toThrow(/409/);
    await runCron((await sweepMomentOf(first.user.userId)) + 1);
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
    await runCron((await sweepMomentOf(user.userId)) + 1);

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

  test('refuses signed-out callers (401) and a request without Origin (403); a suspended person can still delete their account', async () => {
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

    expect((await call('/api/auth/user', { cookie })).status).toBe(200);

    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const deleted = await deleteAccount(suspended.cookie, suspended.user.presentationName);
    expect(deleted.status).toBe(204);
    expect(await thoughtRow((await buildThought({ authorId: user.id })).id)).toBeDefined();
  });
});
