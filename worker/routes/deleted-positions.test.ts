// A page that ended on a thought or comment deleted since still leads on (docs/decisions/098):
// real routes, real D1.
import { expect, test } from 'vitest';
import type { Comment, Thought } from '../../schema/api';
import { TIMINGS } from '../../schema/constants';
import { forgetOldDeletedPositions } from '../db/deleted-positions';
import { call, callJson, signedInUser, testDb, unique } from '../test/factories';
import { buildComment, buildThought } from '../test/thought-factories';

type ErrorBody = { error: string };
const word = () => unique('zq').replaceAll('-', '');

/** Four thoughts by one person with a word of their own, oldest first. */
async function fourThoughts() {
  const author = await signedInUser();
  const found = word();
  const base = Date.now() - 10_000;
  const made = [];
  for (let i = 0; i < 4; i += 1) {
    made.push(
      await buildThought({
        authorId: author.user.id,
        content: `tea ${found} ${i}`,
        createdAt: base + i,
      }),
    );
  }
  return { author, found, ids: made.map((thought) => thought.id) };
}

const page = async (path: string) => {
  const { status, body } = await callJson<Thought[]>(path);
  expect(status).toBe(200);
  return body.map((item) => item.id);
};

test('the thought a page ended on, deleted by its author, still leads to the older ones', async () => {
  const { author, found, ids } = await fourThoughts();
  expect(await page(`/api/thoughts?q=${found}&limit=2`)).toEqual([ids[3], ids[2]]);
  const deleted = await call(`/api/thoughts/${ids[2]}`, {
    method: 'DELETE',
    cookie: author.cookie,
  });
  expect(deleted.status).toBe(204);
  expect(await page(`/api/thoughts?q=${found}&before=${ids[2]}`)).toEqual([ids[1], ids[0]]);
});

test('so do thoughts gone with their account, none of which is listed', async () => {
  const { author, ids } = await fourThoughts();
  const gone = await call('/api/auth/account', {
    method: 'DELETE',
    cookie: author.cookie,
    body: { confirm: author.user.presentationName },
  });
  expect(gone.status).toBe(204);
  const older = await page(`/api/thoughts?before=${ids[2]}&limit=100`);
  expect(older.filter((id) => ids.includes(id))).toEqual([]);
});

test('the comment a page ended on, deleted by its author, still leads to the later ones; not from another thread', async () => {
  const thought = await buildThought();
  const commenter = await signedInUser();
  const base = Date.now() - 10_000;
  const ids = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push(
      (
        await buildComment({
          thoughtId: thought.id,
          authorId: commenter.user.id,
          createdAt: base + i,
        })
      ).id,
    );
  }
  const deleted = await call(`/api/comments/${ids[1]}`, {
    method: 'DELETE',
    cookie: commenter.cookie,
  });
  expect(deleted.status).toBe(204);
  const next = await callJson<Comment[]>(`/api/thoughts/${thought.id}/comments?after=${ids[1]}`);
  expect(next.status).toBe(200);
  expect(next.body.map((comment) => comment.id)).toEqual([ids[2], ids[3]]);

  const elsewhere = await buildThought();
  const refused = await callJson<ErrorBody>(
    `/api/thoughts/${elsewhere.id}/comments?after=${ids[1]}`,
  );
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ error: 'after: not a comment of this thought' });
});

test('a week on, the position is forgotten and the id is unknown again (400)', async () => {
  const { author, found, ids } = await fourThoughts();
  await call(`/api/thoughts/${ids[3]}`, { method: 'DELETE', cookie: author.cookie });
  expect(await page(`/api/thoughts?q=${found}&before=${ids[3]}`)).toHaveLength(3);
  await forgetOldDeletedPositions(
    testDb(),
    Date.now() + TIMINGS.deletedPositionLifetimeMs - 60_000,
  );
  expect(await page(`/api/thoughts?q=${found}&before=${ids[3]}`)).toHaveLength(3);
  await forgetOldDeletedPositions(
    testDb(),
    Date.now() + TIMINGS.deletedPositionLifetimeMs + 60_000,
  );
  const { status, body } = await callJson<ErrorBody>(`/api/thoughts?q=${found}&before=${ids[3]}`);
  expect(status).toBe(400);
  expect(body).toEqual({ error: 'before: unknown thought id' });
});
