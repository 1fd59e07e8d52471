import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Comment } from '../../schema/api';
import { commentReports, comments, thoughts } from '../../schema/tables';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { SEASONED } from '../test/staff';
import { buildComment, buildThought } from '../test/thought-factories';

async function commentOnThought() {
  const thought = await buildThought({ comments: 1 });
  const comment = await buildComment({ thoughtId: thought.id });
  return { thought, comment };
}

function report(id: string, cookie: string, body: unknown = {}) {
  return callJson<{ isReported?: true; error?: string }>(`/api/comments/${id}/report`, {
    method: 'PATCH',
    cookie,
    body,
  });
}

async function stored(commentId: string) {
  const [row] = await testDb().select().from(comments).where(eq(comments.id, commentId));
  return row;
}

test('PATCH /api/comments/:id/report records the report once and answers isReported', async () => {
  const { comment } = await commentOnThought();
  const { user, cookie } = await signedInUser(SEASONED);
  const first = await report(comment.id, cookie, { reason: 'unkind' });
  expect(first).toMatchObject({ status: 200, body: { isReported: true } });
  const again = await report(comment.id, cookie, { reason: 'unkind' });
  expect(again.status).toBe(200);
  const rows = await testDb()
    .select()
    .from(commentReports)
    .where(eq(commentReports.commentId, comment.id));
  expect(rows).toEqual([
    expect.objectContaining({ userId: user.id, reason: 'unkind', counted: true }),
  ]);
  expect((await stored(comment.id))?.reports).toBe(1);
});

test('the third counted report hides the comment, drops the thought count and the list entry', async () => {
  const { thought, comment } = await commentOnThought();
  for (let i = 0; i < 3; i += 1) {
    const { cookie } = await signedInUser(SEASONED);
    expect((await report(comment.id, cookie)).status).toBe(200);
  }
  expect(await stored(comment.id)).toMatchObject({ status: 'hidden', reports: 3 });
  const [parent] = await testDb().select().from(thoughts).where(eq(thoughts.id, thought.id));
  expect(parent?.comments).toBe(0);
  const list = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`);
  expect(list.body.map((c) => c.id)).not.toContain(comment.id);
});

test('reports by accounts younger than VOTER_MIN_ACCOUNT_AGE_HOURS are recorded but never hide', async () => {
  const { comment } = await commentOnThought();
  for (let i = 0; i < 4; i += 1) {
    const { cookie } = await signedInUser({ createdAt: Date.now() - 3600_000 });
    expect((await report(comment.id, cookie)).status).toBe(200);
  }
  expect(await stored(comment.id)).toMatchObject({ status: 'visible', reports: 0 });
  const rows = await testDb()
    .select()
    .from(commentReports)
    .where(eq(commentReports.commentId, comment.id));
  expect(rows).toHaveLength(4);
  expect(rows.every((row) => !row.counted)).toBe(true);
});

test('the comment list says which comments the viewer reported, and nothing signed out', async () => {
  const { thought, comment } = await commentOnThought();
  const other = await buildComment({ thoughtId: thought.id });
  const { cookie } = await signedInUser(SEASONED);
  await report(comment.id, cookie);
  const mine = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`, { cookie });
  const byId = new Map(mine.body.map((c) => [c.id, c.isReported]));
  expect(byId.get(comment.id)).toBe(true);
  expect(byId.get(other.id)).toBe(false);
  const anonymous = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments`);
  expect(anonymous.body.every((c) => c.isReported === false)).toBe(true);
});

test('PATCH /api/comments/:id/report answers 404 for an unknown comment', async () => {
  const { cookie } = await signedInUser();
  const { status, body } = await report(crypto.randomUUID(), cookie);
  expect(status).toBe(404);
  expect(body.error).toBe('Comment not found');
});

test('PATCH /api/comments/:id/report rejects a reason over 500 characters with 400', async () => {
  const { comment } = await commentOnThought();
  const { cookie } = await signedInUser();
  const { status } = await report(comment.id, cookie, { reason: 'x'.repeat(501) });
  expect(status).toBe(400);
});

test('PATCH /api/comments/:id/report needs a session (401)', async () => {
  const { comment } = await commentOnThought();
  const response = await call(`/api/comments/${comment.id}/report`, { method: 'PATCH', body: {} });
  expect(response.status).toBe(401);
});

test('PATCH /api/comments/:id/report without Origin is refused with 403', async () => {
  const { comment } = await commentOnThought();
  const { cookie } = await signedInUser();
  const response = await call(`/api/comments/${comment.id}/report`, {
    method: 'PATCH',
    body: {},
    cookie,
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status).toBe(403);
});

test('a suspended user cannot report a comment (403 with the end time)', async () => {
  const { comment } = await commentOnThought();
  const until = Date.now() + 3600_000;
  const { cookie } = await signedInUser({ suspendedUntil: until });
  const { status, body } = await report(comment.id, cookie);
  expect(status).toBe(403);
  expect(body.error).toBe(`Your account is suspended until ${new Date(until).toISOString()}.`);
});
