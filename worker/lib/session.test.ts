import { expect, test } from 'vitest';
import { call, callJson, signedInUser } from '../test/factories';
import { buildThought } from '../test/thought-factories';

const HOUR = 3600_000;

function suspendedUser(until: number) {
  return signedInUser({ suspendedUntil: until });
}

test('a suspended user is refused every write with 403 and the end of the suspension', async () => {
  const until = Date.now() + 5 * HOUR;
  const { cookie } = await suspendedUser(until);
  const thought = await buildThought();
  const message = `Your account is suspended until ${new Date(until).toISOString()}.`;

  const writes: [string, string, unknown][] = [
    [
      'POST',
      '/api/thoughts',
      { content: 'Ten characters at least', category: 'Anxiety', isAnonymous: true },
    ],
    ['PATCH', `/api/thoughts/${thought.id}/likes`, { liked: true }],
    ['PATCH', `/api/thoughts/${thought.id}/report`, {}],
    [
      'POST',
      `/api/thoughts/${thought.id}/comments`,
      { thoughtId: thought.id, content: 'Hello there' },
    ],
    ['POST', '/api/echo/daily-login', {}],
    ['POST', '/api/echo/upvote-comment', { commentId: crypto.randomUUID(), upvoteType: 'helpful' }],
  ];
  for (const [method, path, body] of writes) {
    const answer = await callJson<{ error: string }>(path, { method, body, cookie });
    expect({ path, status: answer.status, body: answer.body }).toEqual({
      path,
      status: 403,
      body: { error: message },
    });
  }
});

test('a suspended user still reads and signs out', async () => {
  const { cookie } = await suspendedUser(Date.now() + HOUR);
  expect((await call('/api/auth/user', { cookie })).status).toBe(200);
  expect((await call('/api/thoughts', { cookie })).status).toBe(200);
  expect((await call('/api/auth/logout', { method: 'POST', cookie })).status).toBe(200);
});

test('a suspended user still has a draft checked, and is shown help for a crisis', async () => {
  const { cookie } = await suspendedUser(Date.now() + HOUR);
  const checked = await callJson('/api/moderate-content', {
    method: 'POST',
    body: { content: 'I just want to end it all tonight' },
    cookie,
  });
  expect(checked).toMatchObject({ status: 200, body: { allowed: true, crisis: true } });
});

test('a suspension that has ended no longer refuses writes', async () => {
  const { cookie } = await suspendedUser(Date.now() - 1000);
  const answer = await call('/api/echo/daily-login', { method: 'POST', cookie });
  expect(answer.status).toBe(200);
});
