// The JSON boundary through real routes: a body is read as JSON whatever its type says, and one
// that is not JSON is refused, never read as {} (docs/decisions/099).
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { thoughtReports } from '../../schema/tables';
import { call, signedInUser, testDb } from '../test/factories';
import { buildThought } from '../test/thought-factories';

const reportWith = async (
  cookie: string,
  thoughtId: string,
  contentType: string | null,
  body = JSON.stringify({ reason: 'spam' }),
) => {
  const headers: Record<string, string> =
    contentType === null ? {} : { 'Content-Type': contentType };
  return call(`/api/thoughts/${thoughtId}/report`, { method: 'PATCH', cookie, body, headers });
};

const reasonOf = async (thoughtId: string) => {
  const [stored] = await testDb()
    .select({ reason: thoughtReports.reason })
    .from(thoughtReports)
    .where(eq(thoughtReports.thoughtId, thoughtId));
  return stored?.reason;
};

test('a JSON body sent under another type (text/plain, none) is read as JSON: nothing in it is lost', async () => {
  const { cookie } = await signedInUser();
  for (const type of [
    'text/plain',
    'application/json; charset=utf-8',
    'application/merge-patch+json',
    null,
  ]) {
    const thought = await buildThought();
    expect((await reportWith(cookie, thought.id, type)).status, String(type)).toBe(200);
    expect(await reasonOf(thought.id), String(type)).toBe('spam');
  }
});

test('a body that is not JSON is refused with 415 and nothing is stored; no body needs no type', async () => {
  const { cookie } = await signedInUser();
  const thought = await buildThought();
  for (const [type, body] of [
    ['application/x-www-form-urlencoded', 'reason=spam'],
    ['text/plain', 'spam'],
  ] as const) {
    const response = await reportWith(cookie, thought.id, type, body);
    expect(response.status, type).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
  }
  expect(await reasonOf(thought.id)).toBeUndefined();
  const worried = await call(`/api/thoughts/${(await buildThought()).id}/worried`, {
    method: 'PATCH',
    cookie,
  });
  expect(worried.status).toBe(200);
});
