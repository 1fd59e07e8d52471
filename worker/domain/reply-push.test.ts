// Reply notifications end to end in workerd: a comment through the real route, the thread
// room's alarm, a real Web Push request to the fake push service on 127.0.0.1, and the body
// decrypted with the subscription's own keys.
import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { comments, thoughts } from '../../schema/tables';
import { call, signedInUser, testDb } from '../test/factories';
import { buildThought } from '../test/thought-factories';
import {
  decryptPush,
  listPushSubscriptions,
  newBrowser,
  receivedBy,
  sendDuePushes,
  subscribe,
} from '../test/push-service';

async function reply(
  thoughtId: string,
  cookie: string,
  content = 'I hear you, you are not alone.',
) {
  const response = await call(`/api/thoughts/${thoughtId}/comments`, {
    method: 'POST',
    cookie,
    body: { content },
  });
  expect([201, 202]).toContain(response.status);
  await sendDuePushes(thoughtId);
  return response;
}

/** A person with a subscribed browser. */
async function subscribedPerson(kind: 'push' | 'gone' | 'missing' = 'push') {
  const person = await signedInUser();
  const browser = await newBrowser(kind);
  expect((await subscribe(browser, person.cookie)).status).toBe(201);
  return { ...person, browser };
}

describe('a reply notifies by Web Push', () => {
  test("the thought's author gets exactly {type:'reply', url:'/me'}, encrypted for their browser and signed with our VAPID key", async () => {
    const author = await subscribedPerson();
    const thought = await buildThought({ authorId: author.user.id });
    const replier = await signedInUser();
    await reply(thought.id, replier.cookie);

    await vi.waitFor(async () => expect(await receivedBy(author.browser)).toHaveLength(1));
    const [push] = await receivedBy(author.browser);
    if (!push) throw new Error('no push');
    expect(await decryptPush(author.browser, push.body)).toBe('{"type":"reply","url":"/me"}');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    // Padded to one size whatever it says: the length tells the push service nothing.
    expect(push.body.length).toBe(4096);
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.topic).toBe('reply');
  });

  test('nobody is notified of their own reply, and a held comment notifies nobody', async () => {
    const author = await subscribedPerson();
    const thought = await buildThought({ authorId: author.user.id });
    await reply(thought.id, author.cookie, 'Thanks everyone, reading all of this.');
    const replier = await signedInUser();
    const held = await reply(thought.id, replier.cookie, 'kill my dad then myself');
    expect(held.status).toBe(202);
    expect(await receivedBy(author.browser)).toEqual([]);
  });

  test('one push per thread until the person opens My Echo, then one again', async () => {
    const author = await subscribedPerson();
    const thought = await buildThought({ authorId: author.user.id });
    await reply(thought.id, (await signedInUser()).cookie);
    await vi.waitFor(async () => expect(await receivedBy(author.browser)).toHaveLength(1));
    await reply(thought.id, (await signedInUser()).cookie);
    expect(await receivedBy(author.browser)).toHaveLength(1);

    const opened = await call('/api/me/opened', { method: 'POST', cookie: author.cookie });
    expect(opened.status).toBe(200);
    await reply(thought.id, (await signedInUser()).cookie);
    await vi.waitFor(async () => expect(await receivedBy(author.browser)).toHaveLength(2));
  });

  test('earlier commenters hear of later replies by others; the replier never does', async () => {
    const thought = await buildThought();
    const earlier = await subscribedPerson();
    await reply(thought.id, earlier.cookie);
    const replier = await subscribedPerson();
    await reply(thought.id, replier.cookie);
    await vi.waitFor(async () => expect(await receivedBy(earlier.browser)).toHaveLength(1));
    expect(await receivedBy(replier.browser)).toEqual([]);
  });

  test('every browser of the person gets it; one the service calls gone (410, 404) is deleted', async () => {
    const author = await subscribedPerson();
    const gone = await newBrowser('gone');
    const missing = await newBrowser('missing');
    await subscribe(gone, author.cookie);
    await subscribe(missing, author.cookie);
    const thought = await buildThought({ authorId: author.user.id });
    await reply(thought.id, (await signedInUser()).cookie);
    await vi.waitFor(async () => expect(await receivedBy(author.browser)).toHaveLength(1));
    expect(await receivedBy(gone)).toHaveLength(1);
    expect(await receivedBy(missing)).toHaveLength(1);
    await vi.waitFor(async () => {
      const left = await listPushSubscriptions(testDb(), author.user.id);
      expect(left.map((row) => row.endpoint)).toEqual([author.browser.endpoint]);
    });
  });

  test('deleting the account deletes its subscriptions: later replies reach none of its browsers', async () => {
    const thought = await buildThought();
    const follower = await subscribedPerson();
    await reply(thought.id, follower.cookie);
    const deleted = await call('/api/auth/account', {
      method: 'DELETE',
      cookie: follower.cookie,
      body: { confirm: follower.user.presentationName },
    });
    expect(deleted.status).toBe(204);
    expect(await listPushSubscriptions(testDb(), follower.user.id)).toEqual([]);
    await reply(thought.id, (await signedInUser()).cookie);
    expect(await receivedBy(follower.browser)).toEqual([]);
  });

  test('a reply deleted before its push is due sends nothing, and the next reply notifies afresh', async () => {
    const author = await subscribedPerson();
    const thought = await buildThought({ authorId: author.user.id });
    const replier = await signedInUser();
    const posted = await call(`/api/thoughts/${thought.id}/comments`, {
      method: 'POST',
      cookie: replier.cookie,
      body: { content: 'Sending you a hug tonight.' },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    expect(
      (await call(`/api/comments/${id}`, { method: 'DELETE', cookie: replier.cookie })).status,
    ).toBe(204);
    await sendDuePushes(thought.id);
    expect(await receivedBy(author.browser)).toEqual([]);

    // Dropped, not spent: a later reply queues its own push.
    await reply(thought.id, (await signedInUser()).cookie);
    await vi.waitFor(async () => expect(await receivedBy(author.browser)).toHaveLength(1));
  });

  test('a reply hidden or a thought taken down before the push is due sends nothing', async () => {
    const author = await subscribedPerson();
    const thought = await buildThought({ authorId: author.user.id });
    const posted = await call(`/api/thoughts/${thought.id}/comments`, {
      method: 'POST',
      cookie: (await signedInUser()).cookie,
      body: { content: 'Sending you a hug tonight.' },
    });
    const { id } = (await posted.json()) as { id: string };
    await testDb().update(comments).set({ status: 'hidden' }).where(eq(comments.id, id));
    await sendDuePushes(thought.id);
    expect(await receivedBy(author.browser)).toEqual([]);

    const other = await subscribedPerson();
    const taken = await buildThought({ authorId: other.user.id });
    await call(`/api/thoughts/${taken.id}/comments`, {
      method: 'POST',
      cookie: (await signedInUser()).cookie,
      body: { content: 'Sending you a hug tonight.' },
    });
    await testDb().update(thoughts).set({ status: 'removed' }).where(eq(thoughts.id, taken.id));
    await sendDuePushes(taken.id);
    expect(await receivedBy(other.browser)).toEqual([]);
  });

  test('deleting their only comment in a thread leaves it: later replies there notify them no more', async () => {
    const thought = await buildThought();
    const follower = await subscribedPerson();
    const posted = await reply(thought.id, follower.cookie);
    const { id } = (await posted.json()) as { id: string };
    expect(
      (await call(`/api/comments/${id}`, { method: 'DELETE', cookie: follower.cookie })).status,
    ).toBe(204);
    await reply(thought.id, (await signedInUser()).cookie);
    expect(await receivedBy(follower.browser)).toEqual([]);
  });
});
