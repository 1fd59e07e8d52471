// The counters the API maintains incrementally must equal their one definition
// (schema/counters.ts) after every kind of write, through the real routes on real D1.
import { env } from 'cloudflare:test';
import { expect, test } from 'vitest';
import type { Comment, PostedThought } from '../../schema/api';
import { counterChecks, recountStatements } from '../../schema/counters';
import { call, callJson, signedInUser, staffVars, unique } from '../test/factories';
import { SEASONED } from '../test/staff';

// A running competition, so awards move period totals too.
const vars = { LEADERBOARD_START: '2026-01-01T00:00:00.000Z', REPORT_HIDE_THRESHOLD: '2' };

async function mismatches(): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const check of counterChecks()) {
    const row = await env.DB.prepare(`SELECT (${check.wrong}) AS n`).first<{ n: number }>();
    found[check.name] = row?.n ?? -1;
  }
  return found;
}

const allZero = () => Object.fromEntries(counterChecks().map((check) => [check.name, 0]));

async function post(cookie: string, category = 'Work'): Promise<PostedThought> {
  const { status, body } = await callJson<PostedThought>('/api/thoughts', {
    cookie,
    vars,
    body: { content: `Long day again ${unique('x')}`, category, isAnonymous: true },
  });
  expect(status).toBe(201);
  return body;
}

async function comment(cookie: string, thoughtId: string): Promise<Comment> {
  const { status, body } = await callJson<Comment>(`/api/thoughts/${thoughtId}/comments`, {
    cookie,
    vars,
    body: { content: `Hang in there ${unique('c')}` },
  });
  expect(status).toBe(201);
  return body;
}

test('after likes, comments, upvotes, reports that hide, deletes, a moderator decision and an account deletion, every counter equals its definition', async () => {
  const [author, other, voterA, voterB, leaver] = await Promise.all(
    [0, 1, 2, 3, 4].map(() => signedInUser(SEASONED)),
  );
  if (!author || !other || !voterA || !voterB || !leaver) throw new Error('no users');
  const staff = await signedInUser(SEASONED);
  const asStaff = { ...vars, ...staffVars([staff.user, 'admin']) };

  const kept = await post(author.cookie, 'Work');
  const hidden = await post(other.cookie, 'Health');
  await post(leaver.cookie, 'Family'); // deleted with the account below

  for (const { cookie } of [voterA, voterB, leaver]) {
    await call(`/api/thoughts/${kept.id}/likes`, {
      method: 'PATCH',
      cookie,
      vars,
      body: { liked: true },
    });
  }
  await call(`/api/thoughts/${kept.id}/likes`, {
    method: 'PATCH',
    cookie: voterB.cookie,
    vars,
    body: { liked: false },
  });

  const reply = await comment(other.cookie, kept.id);
  const doomed = await comment(voterA.cookie, kept.id);
  const leaversReply = await comment(leaver.cookie, kept.id);
  const reported = await comment(voterB.cookie, kept.id);

  for (const [voter, type] of [
    [voterA, 'helpful'],
    [voterB, 'funny'],
    [leaver, 'helpful'],
  ] as const) {
    await call('/api/echo/upvote-comment', {
      cookie: voter.cookie,
      vars,
      body: { commentId: reply.id, upvoteType: type },
    });
  }
  await call('/api/echo/staff-pick', {
    cookie: staff.cookie,
    vars: asStaff,
    body: { commentId: reply.id, userId: other.user.id },
  });
  await call('/api/echo/daily-login', { method: 'POST', cookie: author.cookie, vars });

  // Two counted reports hide a thought and a comment (threshold 2).
  for (const voter of [voterA, voterB]) {
    await call(`/api/thoughts/${hidden.id}/report`, {
      method: 'PATCH',
      cookie: voter.cookie,
      vars,
      body: {},
    });
  }
  for (const voter of [voterA, author]) {
    await call(`/api/comments/${reported.id}/report`, {
      method: 'PATCH',
      cookie: voter.cookie,
      vars,
      body: {},
    });
  }
  const listed = await callJson<Comment[]>(`/api/thoughts/${kept.id}/comments`, { vars });
  expect(listed.body.map((c) => c.id)).not.toContain(reported.id);
  expect(
    (await call(`/api/comments/${doomed.id}`, { method: 'DELETE', cookie: voterA.cookie, vars }))
      .status,
  ).toBe(204);
  const restore = await call(`/api/mod/thoughts/${hidden.id}`, {
    cookie: staff.cookie,
    vars: asStaff,
    body: { action: 'restore' },
  });
  expect(restore.status).toBe(200);
  const removal = await call(`/api/mod/comments/${leaversReply.id}`, {
    cookie: staff.cookie,
    vars: asStaff,
    body: { action: 'remove' },
  });
  expect(removal.status).toBe(200);
  const leaving = await call('/api/auth/account', {
    method: 'DELETE',
    cookie: leaver.cookie,
    vars,
    body: { confirm: leaver.user.presentationName },
  });
  expect(leaving.status).toBe(204);

  expect(await mismatches()).toEqual(allZero());
});

test('the audit finds a counter that drifted, and the recount sets it right', async () => {
  const { cookie } = await signedInUser(SEASONED);
  const thought = await post(cookie);
  await env.DB.prepare('UPDATE thoughts SET likes = likes + 5 WHERE id = ?').bind(thought.id).run();
  expect((await mismatches())['thoughts.likes = count(thought_likes)']).toBe(1);

  await env.DB.batch(recountStatements().map((statement) => env.DB.prepare(statement)));
  expect(await mismatches()).toEqual(allZero());
});
