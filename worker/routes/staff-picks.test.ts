import { expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { moderationAudit, staffPicks } from '../../schema/tables';
import {
  buildUser,
  callJson,
  echoPointsOf,
  signedInUser,
  staffVars,
  testDb,
} from '../test/factories';
import { buildComment, buildCommentBy, buildThought } from '../test/thought-factories';

// ── POST /api/echo/staff-pick ────────────────────────────────────────────────────────────

function staffPick(cookie: string | undefined, body: unknown, vars?: Partial<Env>) {
  return callJson<{ ok?: true; error?: string }>('/api/echo/staff-pick', { cookie, body, vars });
}

/** A signed-in admin: the role is granted by ADMIN_WALLETS on each call, as in production. */
async function signedInAdmin(role = 'admin') {
  const admin = await signedInUser();
  return { ...admin, vars: staffVars([admin.user, role]) };
}

test('POST /api/echo/staff-pick answers 401 when signed out', async () => {
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const { status } = await staffPick(undefined, { commentId: comment.id, userId: author.id });
  expect(status).toBe(401);
});

test('POST /api/echo/staff-pick answers 403 to a non-admin', async () => {
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const { cookie } = await signedInUser();
  const { status, body } = await staffPick(cookie, { commentId: comment.id, userId: author.id });
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Admin access required' });
  expect(await echoPointsOf(author.id)).toBe(0);
});

test('POST /api/echo/staff-pick answers 400 without a userId', async () => {
  const admin = await signedInAdmin('dev');
  const comment = await buildCommentBy(await buildUser());
  const { status, body } = await staffPick(admin.cookie, { commentId: comment.id }, admin.vars);
  expect(status).toBe(400);
  expect(body.error).toMatch(/^userId: /);
});

test('POST /api/echo/staff-pick answers 404 for an unknown comment', async () => {
  const admin = await signedInAdmin();
  const author = await buildUser();
  const { status, body } = await staffPick(
    admin.cookie,
    {
      commentId: crypto.randomUUID(),
      userId: author.id,
    },
    admin.vars,
  );
  expect(status).toBe(404);
  expect(body).toEqual({ error: 'Comment not found' });
});

test('POST /api/echo/staff-pick answers 400 when userId is not the comment author', async () => {
  const admin = await signedInAdmin();
  const comment = await buildCommentBy(await buildUser());
  const stranger = await buildUser();
  const { status, body } = await staffPick(
    admin.cookie,
    {
      commentId: comment.id,
      userId: stranger.id,
    },
    admin.vars,
  );
  expect(status).toBe(400);
  expect(body).toEqual({ error: 'userId is not the author of this comment' });
  expect(await echoPointsOf(stranger.id)).toBe(0);
});

test('POST /api/echo/staff-pick refuses an admin picking their own comment with 403', async () => {
  const admin = await signedInAdmin();
  const comment = await buildCommentBy(admin.user);
  const { status, body } = await staffPick(
    admin.cookie,
    {
      commentId: comment.id,
      userId: admin.user.id,
    },
    admin.vars,
  );
  expect(status).toBe(403);
  expect(body).toEqual({ error: 'Cannot staff pick own comment' });
});

test('POST /api/echo/staff-pick marks the comment and pays the author 20 points once (409 after)', async () => {
  const admin = await signedInAdmin();
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const pick = { commentId: comment.id, userId: author.id };

  const first = await staffPick(admin.cookie, pick, admin.vars);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ ok: true });
  expect(await echoPointsOf(author.id)).toBe(20);
  const picks = await testDb()
    .select()
    .from(staffPicks)
    .where(and(eq(staffPicks.commentId, comment.id), eq(staffPicks.pickedBy, admin.user.id)));
  expect(picks).toHaveLength(1);

  const again = await staffPick(admin.cookie, pick, admin.vars);
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ error: 'Comment already staff picked' });
  expect(await echoPointsOf(author.id)).toBe(20);
});

test('POST /api/echo/staff-pick is not limited by the voter cap', async () => {
  const admin = await signedInAdmin();
  const author = await buildUser();
  for (let i = 0; i < 3; i += 1) {
    const comment = await buildCommentBy(author);
    const { status } = await staffPick(
      admin.cookie,
      { commentId: comment.id, userId: author.id },
      admin.vars,
    );
    expect(status).toBe(200);
  }
  expect(await echoPointsOf(author.id)).toBe(60);
});

test('POST /api/echo/staff-pick answers 403 once the wallet leaves ADMIN_WALLETS, at the next request', async () => {
  const admin = await signedInAdmin();
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const pick = { commentId: comment.id, userId: author.id };
  // The same session, the stored row untouched: only the configuration changed.
  const revoked = await staffPick(admin.cookie, pick, { ADMIN_WALLETS: '' });
  expect(revoked.status).toBe(403);
  expect(await echoPointsOf(author.id)).toBe(0);
  const granted = await staffPick(admin.cookie, pick, admin.vars);
  expect(granted.status).toBe(200);
});

test('POST /api/echo/staff-pick answers 403 to the mod role: moderators do not hand out points', async () => {
  const author = await buildUser();
  const comment = await buildCommentBy(author);
  const mod = await signedInAdmin('mod');
  const { status } = await staffPick(
    mod.cookie,
    { commentId: comment.id, userId: author.id },
    mod.vars,
  );
  expect(status).toBe(403);
  expect(await echoPointsOf(author.id)).toBe(0);
});

test('POST /api/echo/staff-pick answers 404 for a comment readers cannot see and pays nothing: hidden, held or removed, or under such a thought', async () => {
  const admin = await signedInAdmin();
  for (const status of ['hidden', 'held', 'removed'] as const) {
    for (const unseen of ['comment', 'thought'] as const) {
      const author = await buildUser();
      const comment = await buildComment({
        thoughtId: (await buildThought(unseen === 'thought' ? { status } : {})).id,
        authorId: author.id,
        ...(unseen === 'comment' ? { status } : {}),
      });
      const picked = await staffPick(
        admin.cookie,
        { commentId: comment.id, userId: author.id },
        admin.vars,
      );
      expect([unseen, status, picked.status]).toEqual([unseen, status, 404]);
      expect(await echoPointsOf(author.id)).toBe(0);
      const picks = await testDb()
        .select()
        .from(staffPicks)
        .where(eq(staffPicks.commentId, comment.id));
      expect(picks).toEqual([]);
    }
  }
});

test('POST /api/echo/staff-pick allows 10 picks per picker per UTC day, then 429 with Retry-After; each pick is audited', async () => {
  const admin = await signedInAdmin();
  const authors = await Promise.all(Array.from({ length: 11 }, () => buildUser()));
  const comments = await Promise.all(authors.map((author) => buildCommentBy(author)));
  for (const [index, comment] of comments.entries()) {
    const author = authors[index];
    if (!author) throw new Error('no author');
    const { status, response } = await staffPick(
      admin.cookie,
      { commentId: comment.id, userId: author.id },
      admin.vars,
    );
    if (index < 10) {
      expect(status).toBe(200);
    } else {
      expect(status).toBe(429);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await echoPointsOf(author.id)).toBe(0);
    }
  }
  const audit = await testDb()
    .select()
    .from(moderationAudit)
    .where(
      and(eq(moderationAudit.actorId, admin.user.id), eq(moderationAudit.action, 'staff_pick')),
    );
  expect(audit.map((entry) => entry.target).sort()).toEqual(
    comments
      .slice(0, 10)
      .map((comment) => `comment:${comment.id}`)
      .sort(),
  );
});
