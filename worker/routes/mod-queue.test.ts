import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Comment, ModQueue, ModQueueItem, Thought } from '../../schema/api';
import {
  categoryCounters,
  commentReports,
  comments,
  images,
  moderationAudit,
  thoughtReports,
  thoughts,
  users,
} from '../../schema/tables';
import { buildUser, call, callJson, signedInUser, testDb, type TestUser } from '../test/factories';
import { SEASONED, staffMember } from '../test/staff';
import { buildComment, buildThought } from '../test/thought-factories';

const OLD = Date.parse('2020-01-01T00:00:00.000Z');

async function queue(staff: Awaited<ReturnType<typeof staffMember>>) {
  const { status, body } = await callJson<ModQueue>('/api/mod/queue', staff);
  expect(status).toBe(200);
  return body.items;
}

function itemFor(items: ModQueueItem[], id: string) {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${id} is not in the queue`);
  return item;
}

function expectNoIdentity(body: unknown, people: TestUser[]) {
  const text = JSON.stringify(body);
  for (const person of people) {
    expect(text).not.toContain(person.id);
    expect(text).not.toContain(person.walletAddress);
    expect(text).not.toContain(person.presentationName);
  }
}

async function reportedThought(author: TestUser, reasons: string[]) {
  const thought = await buildThought({
    authorId: author.id,
    status: 'hidden',
    reports: reasons.length,
    createdAt: OLD,
  });
  for (const reason of reasons) {
    const reporter = await buildUser(SEASONED);
    await testDb()
      .insert(thoughtReports)
      .values({ thoughtId: thought.id, userId: reporter.id, reason, createdAt: OLD + 1 });
  }
  return thought;
}

async function categoryCount(category: string) {
  const [row] = await testDb()
    .select()
    .from(categoryCounters)
    .where(eq(categoryCounters.category, category));
  return row?.visibleCount ?? 0;
}

async function auditFor(target: string) {
  return testDb().select().from(moderationAudit).where(eq(moderationAudit.target, target));
}

function decide(path: string, staff: { cookie: string; vars: object }, body: unknown) {
  return callJson<{ ok?: true; error?: string }>(path, { ...staff, body });
}

test('GET /api/mod/queue lists held posts first (urgent), then hidden ones oldest first, with reports, flags and authorRef', async () => {
  const staff = await staffMember('mod');
  const author = await buildUser();
  const hidden = await reportedThought(author, ['spam', 'rude', 'scam']);
  const held = await buildThought({
    authorId: author.id,
    status: 'held',
    crisis: true,
    threat: true,
    createdAt: OLD + 10,
    imageUrl: '/api/images/aaaaaaaaaaaaaaaaaaaa',
  });
  const parent = await buildThought();
  const comment = await buildComment({
    thoughtId: parent.id,
    authorId: author.id,
    status: 'hidden',
    createdAt: OLD + 5,
  });
  const visible = await buildThought({ authorId: author.id, createdAt: OLD });

  const items = await queue(staff);
  const ids = items.map((item) => item.id);
  expect(ids.indexOf(held.id)).toBeLessThan(ids.indexOf(hidden.id));
  expect(ids.indexOf(hidden.id)).toBeLessThan(ids.indexOf(comment.id));
  expect(ids).not.toContain(visible.id);

  const first = itemFor(items, hidden.id);
  expect(first).toMatchObject({
    kind: 'thought',
    content: hidden.content,
    category: 'Anxiety',
    reason: 'reports',
    urgent: false,
    flags: { crisis: false, threat: false },
  });
  expect(first.reports.map((r) => r.reason).sort()).toEqual(['rude', 'scam', 'spam']);
  expect(itemFor(items, held.id)).toMatchObject({
    reason: 'held',
    urgent: true,
    flags: { crisis: true, threat: true },
    imageUrl: '/api/images/aaaaaaaaaaaaaaaaaaaa',
  });
  expect(itemFor(items, comment.id)).toMatchObject({ kind: 'comment', reason: 'reports' });
  expect(itemFor(items, comment.id)).not.toHaveProperty('category');
});

test('authorRef is stable per author, differs between authors and is never an identity', async () => {
  const staff = await staffMember('mod');
  const [alice, bob] = [await buildUser(), await buildUser()];
  const a1 = await reportedThought(alice, ['x']);
  const a2 = await buildThought({ authorId: alice.id, status: 'held', createdAt: OLD });
  const b1 = await reportedThought(bob, ['y']);
  const items = await queue(staff);
  const refA = itemFor(items, a1.id).authorRef;
  expect(itemFor(items, a2.id).authorRef).toBe(refA);
  expect(itemFor(items, b1.id).authorRef).not.toBe(refA);
  expect((await queue(staff)).find((i) => i.id === a1.id)?.authorRef).toBe(refA);
  for (const person of [alice, bob]) {
    for (const ref of [refA, itemFor(items, b1.id).authorRef]) {
      expect([person.id, person.walletAddress, person.presentationName]).not.toContain(ref);
    }
  }
  expectNoIdentity(items, [alice, bob]);
});

test('a thought and a named comment by one author carry different refs, and either ref suspends the same person', async () => {
  const staff = await staffMember('mod');
  const { user: author, cookie } = await signedInUser(SEASONED);
  const thought = await reportedThought(author, ['spam']);
  const comment = await buildComment({
    thoughtId: (await buildThought()).id,
    authorId: author.id,
    status: 'hidden',
    createdAt: OLD,
  });
  const items = await queue(staff);
  const thoughtRef = itemFor(items, thought.id).authorRef;
  const commentRef = itemFor(items, comment.id).authorRef;
  // A shared ref would put the comment's public name on the anonymous thought.
  expect(thoughtRef).not.toBe(commentRef);
  expectNoIdentity(items, [author]);

  for (const ref of [thoughtRef, commentRef]) {
    const suspended = await callJson<{ suspendedUntil: string }>(
      `/api/mod/authors/${ref}/suspend`,
      { ...staff, body: { hours: 1, reason: 'spam' } },
    );
    expect(suspended.status).toBe(200);
    const refused = await call('/api/echo/daily-login', { cookie, body: {} });
    expect(refused.status).toBe(403);
    const lifted = await call(`/api/mod/authors/${ref}/suspend`, { ...staff, method: 'DELETE' });
    expect(lifted.status).toBe(200);
    expect((await call('/api/echo/daily-login', { cookie, body: {} })).status).toBe(200);
  }
});

test('GET /api/mod/queue: 401 signed out, 403 for a signed-in non-staff user', async () => {
  expect((await call('/api/mod/queue')).status).toBe(401);
  const { cookie } = await signedInUser();
  const { status, body } = await callJson<{ error: string }>('/api/mod/queue', { cookie });
  expect(status).toBe(403);
  expect(body.error).toBe('Admin access required');
});

test('restoring a hidden thought publishes it, clears counted reports and restores the category count', async () => {
  const staff = await staffMember('mod');
  const thought = await reportedThought(await buildUser(), ['a', 'b', 'c']);
  const before = await categoryCount('Anxiety');
  const { status, body } = await decide(`/api/mod/thoughts/${thought.id}`, staff, {
    action: 'restore',
    note: 'fine on review',
  });
  expect(status).toBe(200);
  expect(body).toEqual({ ok: true });
  const [row] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(row).toMatchObject({ status: 'visible', reports: 0 });
  const reports = await testDb()
    .select()
    .from(thoughtReports)
    .where(eq(thoughtReports.thoughtId, thought.id));
  expect(reports.every((report) => !report.counted)).toBe(true);
  expect(await categoryCount('Anxiety')).toBe(before + 1);
  // Found by its own text: the test storage holds other files' thoughts too.
  const list = await callJson<Thought[]>(
    `/api/thoughts?category=Anxiety&q=${encodeURIComponent(thought.content)}`,
  );
  expect(list.body.map((t) => t.id)).toContain(thought.id);
  expect(await auditFor(`thought:${thought.id}`)).toEqual([
    expect.objectContaining({
      action: 'restore_thought',
      actorName: staff.user.presentationName,
      note: 'fine on review',
    }),
  ]);
});

test('restoring a held thought publishes it for the first time', async () => {
  const staff = await staffMember('admin');
  const thought = await buildThought({ status: 'held', crisis: true, threat: true });
  expect(
    (await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'restore' })).status,
  ).toBe(200);
  const [row] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(row?.status).toBe('visible');
});

test('removing a thought takes it down for good and deletes its image from R2', async () => {
  const { env } = await import('cloudflare:test');
  const staff = await staffMember('mod');
  const author = await buildUser();
  const key = `img${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 32);
  await env.IMAGES.put(key, new Uint8Array([1, 2, 3]));
  const thought = await buildThought({
    authorId: author.id,
    status: 'hidden',
    imageUrl: `/api/images/${key}`,
  });
  await testDb()
    .insert(images)
    .values({ key, ownerId: author.id, contentType: 'image/png', size: 3, createdAt: Date.now() });
  const before = await categoryCount('Anxiety');
  expect(
    (await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'remove' })).status,
  ).toBe(200);
  const [row] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(row?.status).toBe('removed');
  expect(await env.IMAGES.get(key)).toBeNull();
  expect(await testDb().select().from(images).where(eq(images.key, key))).toEqual([]);
  expect((await call(`/api/images/${key}`)).status).toBe(404);
  expect(await categoryCount('Anxiety')).toBe(before);
  // Gone for good: it cannot come back.
  const again = await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'restore' });
  expect(again.status).toBe(409);
});

test('removing a visible thought takes it out of the public count', async () => {
  const staff = await staffMember('mod');
  const thought = await buildThought({ category: 'Work' });
  await testDb()
    .update(categoryCounters)
    .set({ visibleCount: 5 })
    .where(eq(categoryCounters.category, 'Work'));
  expect(
    (await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'remove' })).status,
  ).toBe(200);
  expect(await categoryCount('Work')).toBe(4);
});

test('restoring a hidden comment brings it back to the list and the thought count', async () => {
  const staff = await staffMember('mod');
  const parent = await buildThought({ comments: 0 });
  const comment = await buildComment({ thoughtId: parent.id, status: 'hidden', reports: 3 });
  const reporter = await buildUser(SEASONED);
  await testDb()
    .insert(commentReports)
    .values({ commentId: comment.id, userId: reporter.id, reason: 'no', createdAt: Date.now() });
  const items = await queue(staff);
  expect(itemFor(items, comment.id).reports).toEqual([expect.objectContaining({ reason: 'no' })]);
  expect(
    (await decide(`/api/mod/comments/${comment.id}`, staff, { action: 'restore' })).status,
  ).toBe(200);
  const [row] = await testDb().select().from(comments).where(eq(comments.id, comment.id));
  expect(row).toMatchObject({ status: 'visible', reports: 0 });
  const [thought] = await testDb().select().from(thoughts).where(eq(thoughts.id, parent.id));
  expect(thought?.comments).toBe(1);
  const [report] = await testDb()
    .select()
    .from(commentReports)
    .where(eq(commentReports.commentId, comment.id));
  expect(report?.counted).toBe(false);
  const list = await callJson<Comment[]>(`/api/thoughts/${parent.id}/comments`);
  expect(list.body.map((c) => c.id)).toContain(comment.id);
});

test('removing a hidden comment keeps it out and is audited', async () => {
  const staff = await staffMember('dev');
  const parent = await buildThought();
  const comment = await buildComment({ thoughtId: parent.id, status: 'hidden' });
  const { status } = await decide(`/api/mod/comments/${comment.id}`, staff, {
    action: 'remove',
    note: 'harassment',
  });
  expect(status).toBe(200);
  const [row] = await testDb().select().from(comments).where(eq(comments.id, comment.id));
  expect(row?.status).toBe('removed');
  expect(await auditFor(`comment:${comment.id}`)).toEqual([
    expect.objectContaining({ action: 'remove_comment', note: 'harassment' }),
  ]);
});

test('POST /api/mod/thoughts/:id: 409 restoring a visible thought, 404 unknown, 400 bad action', async () => {
  const staff = await staffMember('mod');
  const thought = await buildThought();
  expect(
    (await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'restore' })).status,
  ).toBe(409);
  expect(
    (await decide(`/api/mod/thoughts/${crypto.randomUUID()}`, staff, { action: 'remove' })).status,
  ).toBe(404);
  expect(
    (await decide(`/api/mod/comments/${crypto.randomUUID()}`, staff, { action: 'remove' })).status,
  ).toBe(404);
  const bad = await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'delete' });
  expect(bad.status).toBe(400);
  const long = await decide(`/api/mod/thoughts/${thought.id}`, staff, {
    action: 'remove',
    note: 'n'.repeat(501),
  });
  expect(long.status).toBe(400);
});

test('POST /api/mod/thoughts/:id and comments/:id: 401 signed out, 403 non-staff, 403 without Origin', async () => {
  const thought = await buildThought({ status: 'hidden' });
  const parent = await buildThought();
  const comment = await buildComment({ thoughtId: parent.id, status: 'hidden' });
  const { cookie } = await signedInUser();
  for (const path of [`/api/mod/thoughts/${thought.id}`, `/api/mod/comments/${comment.id}`]) {
    expect((await call(path, { body: { action: 'restore' } })).status).toBe(401);
    expect((await call(path, { cookie, body: { action: 'restore' } })).status).toBe(403);
    const staff = await staffMember('mod');
    const noOrigin = await call(path, {
      ...staff,
      body: { action: 'restore' },
      headers: { Origin: '' },
    });
    expect(noOrigin.status).toBe(403);
  }
  const [row] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(row?.status).toBe('hidden');
});

test('a suspended moderator still decides: a suspension stops what they post, not staff work', async () => {
  const staff = await staffMember('mod');
  const until = Date.now() + 3600_000;
  await testDb().update(users).set({ suspendedUntil: until }).where(eq(users.id, staff.user.id));
  const thought = await buildThought({ status: 'hidden' });
  const decided = await decide(`/api/mod/thoughts/${thought.id}`, staff, { action: 'restore' });
  expect(decided.status).toBe(200);
  const post = await callJson<{ error: string }>('/api/thoughts', {
    ...staff,
    body: { content: 'A thought while suspended', category: 'Anxiety' },
  });
  expect(post).toMatchObject({
    status: 403,
    body: { error: `Your account is suspended until ${new Date(until).toISOString()}.` },
  });
});

test('staff never decide on their own thought or comment: 403, and it stays as it was', async () => {
  const staff = await staffMember('admin');
  // Held with help shown: a crisis beside a threat, which only someone else may let out.
  const thought = await buildThought({ authorId: staff.user.id, status: 'held' });
  const parent = await buildThought();
  const comment = await buildComment({
    thoughtId: parent.id,
    authorId: staff.user.id,
    status: 'hidden',
  });
  for (const [kind, id] of [
    ['thought', thought.id],
    ['comment', comment.id],
  ] as const) {
    for (const action of ['restore', 'remove']) {
      const refused = await decide(`/api/mod/${kind}s/${id}`, staff, { action });
      expect([kind, action, refused.status, refused.body.error]).toEqual([
        kind,
        action,
        403,
        `You cannot review your own ${kind}: another moderator decides`,
      ]);
    }
  }
  const [stillHeld] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(stillHeld?.status).toBe('held');
  expect(await auditFor(`thought:${thought.id}`)).toEqual([]);
  // Another member of staff decides.
  const other = await staffMember('mod');
  expect(
    (await decide(`/api/mod/thoughts/${thought.id}`, other, { action: 'remove' })).status,
  ).toBe(200);
});

test('a moderator who suspends an admin does not lock them out: the admin works on, only someone else lifts it', async () => {
  const [admin, mod] = [await signedInUser(SEASONED), await signedInUser()];
  const vars = {
    ADMIN_WALLETS: `${admin.user.walletAddress}=admin,${mod.user.walletAddress}=mod`,
  };
  const asAdmin = { ...admin, vars };
  const asMod = { ...mod, vars };
  // The admin's comment reaches the queue (any reader may flag it), and with it an authorRef.
  const parent = await buildThought();
  const flagged = await buildComment({
    thoughtId: parent.id,
    authorId: admin.user.id,
    status: 'hidden',
    createdAt: OLD, // not a comment the admin just wrote: they may write the next one now
  });
  const ref = itemFor(await queue(asMod), flagged.id).authorRef;
  const path = `/api/mod/authors/${ref}/suspend`;
  expect((await call(path, { ...asMod, body: { hours: 8760, reason: 'rogue' } })).status).toBe(200);

  // The console still works for the admin; posting does not.
  const hidden = await buildThought({ status: 'hidden' });
  expect(
    (await decide(`/api/mod/thoughts/${hidden.id}`, asAdmin, { action: 'restore' })).status,
  ).toBe(200);
  const comment = await callJson<{ error: string }>(`/api/thoughts/${hidden.id}/comments`, {
    ...asAdmin,
    body: { content: 'A reply while suspended' },
  });
  expect(comment.status).toBe(403);
  // Lifting one's own suspension would make it mean nothing: refused; the moderator may lift it.
  const own = await callJson<{ error: string }>(path, { ...asAdmin, method: 'DELETE' });
  expect(own).toMatchObject({
    status: 403,
    body: { error: 'You cannot lift your own suspension' },
  });
  expect((await call(path, { ...asMod, method: 'DELETE' })).status).toBe(200);
  expect(
    (
      await call(`/api/thoughts/${hidden.id}/comments`, {
        ...asAdmin,
        body: { content: 'A reply once it was lifted' },
      })
    ).status,
  ).toBe(201);
});

async function refOf(staff: Awaited<ReturnType<typeof staffMember>>, author: TestUser) {
  const thought = await reportedThought(author, ['spam']);
  return itemFor(await queue(staff), thought.id).authorRef;
}

test('suspending an author by authorRef blocks every write path until it is lifted', async () => {
  const staff = await staffMember('mod');
  const { user: author, cookie } = await signedInUser(SEASONED);
  const ref = await refOf(staff, author);
  const before = Date.now();
  const { status, body } = await callJson<{ suspendedUntil: string }>(
    `/api/mod/authors/${ref}/suspend`,
    { ...staff, body: { hours: 24, reason: 'repeated harassment' } },
  );
  expect(status).toBe(200);
  const until = Date.parse(body.suspendedUntil);
  expect(until).toBeGreaterThanOrEqual(before + 24 * 3600_000);
  expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  expectNoIdentity(body, [author]);

  const message = `Your account is suspended until ${body.suspendedUntil}.`;
  const parent = await buildThought();
  const other = await buildComment({ thoughtId: parent.id });
  const writes: [string, string, unknown][] = [
    ['POST', '/api/thoughts', { content: 'A thought while suspended', category: 'Anxiety' }],
    ['POST', `/api/thoughts/${parent.id}/comments`, { content: 'A reply while suspended' }],
    ['PATCH', `/api/thoughts/${parent.id}/likes`, { liked: true }],
    ['PATCH', `/api/thoughts/${parent.id}/report`, {}],
    ['PATCH', `/api/comments/${other.id}/report`, {}],
    ['POST', '/api/echo/upvote-comment', { commentId: other.id, upvoteType: 'helpful' }],
    ['POST', '/api/echo/daily-login', {}],
    ['POST', '/api/upload-image', new FormData()],
  ];
  for (const [method, path, payload] of writes) {
    const refused = await callJson<{ error: string }>(path, { method, cookie, body: payload });
    expect([path, refused.status, refused.body.error]).toEqual([path, 403, message]);
  }
  // Reading and the own account still work.
  const me = await callJson<{ user: { suspendedUntil: string } }>('/api/auth/user', { cookie });
  expect(me.status).toBe(200);
  expect(me.body.user.suspendedUntil).toBe(body.suspendedUntil);
  expect((await call('/api/thoughts', { cookie })).status).toBe(200);
  // And a person in crisis can still take down what they wrote and mark replies seen.
  const own = await buildThought({ authorId: author.id });
  const ownReply = await buildComment({ thoughtId: parent.id, authorId: author.id });
  expect((await call(`/api/me/thoughts/${own.id}/seen`, { cookie, body: {} })).status).toBe(200);
  expect((await call(`/api/thoughts/${own.id}`, { method: 'DELETE', cookie })).status).toBe(204);
  expect((await call(`/api/comments/${ownReply.id}`, { method: 'DELETE', cookie })).status).toBe(
    204,
  );

  const lifted = await callJson<{ suspendedUntil: null }>(`/api/mod/authors/${ref}/suspend`, {
    ...staff,
    method: 'DELETE',
  });
  expect(lifted).toMatchObject({ status: 200, body: { suspendedUntil: null } });
  expect((await call('/api/echo/daily-login', { cookie, body: {} })).status).toBe(200);
  const log = await auditFor(`author:${ref}`);
  expect(log.map((entry) => entry.action).sort()).toEqual(['lift_suspension', 'suspend_author']);
  expect(log.find((entry) => entry.action === 'suspend_author')?.note).toBe(
    '24 h: repeated harassment',
  );
});

test('POST /api/mod/authors/:authorRef/suspend validates hours and reason, 404 unknown ref', async () => {
  const staff = await staffMember('mod');
  const ref = await refOf(staff, await buildUser());
  const path = `/api/mod/authors/${ref}/suspend`;
  for (const body of [
    { hours: 0, reason: 'x' },
    { hours: 8761, reason: 'x' },
    { hours: 1.5, reason: 'x' },
    { hours: 2, reason: '  ' },
    { hours: 2 },
  ]) {
    expect((await call(path, { ...staff, body })).status).toBe(400);
  }
  expect((await call(path, { ...staff, body: { hours: 8760, reason: 'a year' } })).status).toBe(
    200,
  );
  const unknown = `/api/mod/authors/${'0'.repeat(32)}/suspend`;
  expect((await call(unknown, { ...staff, body: { hours: 1, reason: 'x' } })).status).toBe(404);
  expect((await call(unknown, { ...staff, method: 'DELETE' })).status).toBe(404);
  expect(
    (await call('/api/mod/authors/not-a-ref/suspend', { ...staff, method: 'DELETE' })).status,
  ).toBe(400);
});

test('suspend and lift: 401 signed out, 403 non-staff, 403 without Origin', async () => {
  const staff = await staffMember('mod');
  const ref = await refOf(staff, await buildUser());
  const path = `/api/mod/authors/${ref}/suspend`;
  const body = { hours: 1, reason: 'x' };
  const { cookie } = await signedInUser();
  expect((await call(path, { body })).status).toBe(401);
  expect((await call(path, { cookie, body })).status).toBe(403);
  expect((await call(path, { cookie, method: 'DELETE' })).status).toBe(403);
  expect((await call(path, { ...staff, body, headers: { Origin: '' } })).status).toBe(403);
  expect((await call(path, { ...staff, method: 'DELETE', headers: { Origin: '' } })).status).toBe(
    403,
  );
});
