import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { call, callJson, signedInUser, testDb } from '../test/factories';
import { listPushSubscriptions, newBrowser, subscribe } from '../test/push-service';

describe('GET /api/push/key', () => {
  test('gives the VAPID public key the worker signs with', async () => {
    const { status, body } = await callJson<{ publicKey: string }>('/api/push/key');
    expect(status).toBe(200);
    expect(body.publicKey).toBe(env.VAPID_PUBLIC_KEY);
  });

  test('503 when push is not set up', async () => {
    const response = await call('/api/push/key', {
      vars: { VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' },
    });
    expect(response.status).toBe(503);
  });
});

describe('POST /api/push/subscriptions', () => {
  test('stores the browser for the signed-in person', async () => {
    const { user, cookie } = await signedInUser();
    const browser = await newBrowser();
    const { status, body } = await subscribe(browser, cookie);
    expect(status).toBe(201);
    const stored = await listPushSubscriptions(testDb(), user.id);
    expect(stored.map((row) => [row.id, row.endpoint, row.p256dh, row.auth])).toEqual([
      [body.id, browser.endpoint, browser.keys.p256dh, browser.keys.auth],
    ]);
  });

  test.each([
    ['an arbitrary https host', 'https://attacker.example/push/1'],
    ['a look-alike of a push host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['plain http to a push host', 'http://fcm.googleapis.com/fcm/send/x'],
    ['http to localhost by name', 'http://localhost:9999/push/1'],
    ['a push host on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ['not a URL', 'fcm.googleapis.com'],
  ])('400 for %s, and nothing stored', async (_, endpoint) => {
    const { user, cookie } = await signedInUser();
    const browser = await newBrowser();
    const response = await call('/api/push/subscriptions', {
      method: 'POST',
      cookie,
      body: { endpoint, keys: browser.keys },
    });
    expect(response.status).toBe(400);
    expect(await listPushSubscriptions(testDb(), user.id)).toEqual([]);
  });

  test('accepts the known push services over https', async () => {
    const { cookie } = await signedInUser();
    const browser = await newBrowser();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      const response = await call('/api/push/subscriptions', {
        method: 'POST',
        cookie,
        body: { endpoint: `${endpoint}${crypto.randomUUID()}`, keys: browser.keys },
      });
      expect(response.status, endpoint).toBe(201);
    }
  });

  test('plain http to 127.0.0.1 only where PUSH_ALLOW_HTTP_ENDPOINTS is on', async () => {
    const { cookie } = await signedInUser();
    const browser = await newBrowser();
    const response = await call('/api/push/subscriptions', {
      method: 'POST',
      cookie,
      body: { endpoint: browser.endpoint, keys: browser.keys },
      vars: { PUSH_ALLOW_HTTP_ENDPOINTS: 'false' },
    });
    expect(response.status).toBe(400);
  });

  test('400 for keys that are not a P-256 point and a 16-byte secret', async () => {
    const { cookie } = await signedInUser();
    const browser = await newBrowser();
    for (const keys of [
      { p256dh: browser.keys.p256dh.slice(0, 40), auth: browser.keys.auth },
      { p256dh: browser.keys.p256dh, auth: 'c2hvcnQ' },
      { p256dh: 'not base64 at all!', auth: browser.keys.auth },
    ]) {
      const response = await call('/api/push/subscriptions', {
        method: 'POST',
        cookie,
        body: { endpoint: browser.endpoint, keys },
      });
      expect(response.status).toBe(400);
    }
  });

  test('keeps ten browsers per person, dropping the oldest', async () => {
    const { user, cookie } = await signedInUser();
    const browsers = [];
    for (let i = 0; i < 11; i += 1) {
      const browser = await newBrowser();
      browsers.push(browser);
      expect((await subscribe(browser, cookie)).status).toBe(201);
    }
    const stored = await listPushSubscriptions(testDb(), user.id);
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.endpoint)).not.toContain(browsers[0]?.endpoint);
  });

  test('a browser another account subscribed moves to the person now signed in on it', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const browser = await newBrowser();
    await subscribe(browser, first.cookie);
    await subscribe(browser, second.cookie);
    expect(await listPushSubscriptions(testDb(), first.user.id)).toEqual([]);
    expect(await listPushSubscriptions(testDb(), second.user.id)).toHaveLength(1);
  });

  test('401 signed out, 403 from another origin, 403 while suspended', async () => {
    const browser = await newBrowser();
    const body = { endpoint: browser.endpoint, keys: browser.keys };
    expect((await call('/api/push/subscriptions', { method: 'POST', body })).status).toBe(401);
    const { cookie } = await signedInUser();
    const crossSite = await call('/api/push/subscriptions', {
      method: 'POST',
      cookie,
      body,
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
    const suspended = await signedInUser({ suspendedUntil: Date.now() + 3600_000 });
    const refused = await callJson<{ error: string }>('/api/push/subscriptions', {
      method: 'POST',
      cookie: suspended.cookie,
      body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/suspended until/);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  test("removes the person's browser (also while suspended), and only theirs", async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser();
    const mine = await newBrowser();
    const theirs = await newBrowser();
    await subscribe(mine, cookie);
    await subscribe(theirs, other.cookie);
    const notMine = await call('/api/push/subscriptions', {
      method: 'DELETE',
      cookie,
      body: { endpoint: theirs.endpoint },
    });
    expect(notMine.status).toBe(204);
    expect(await listPushSubscriptions(testDb(), other.user.id)).toHaveLength(1);

    await testDb()
      .$client.prepare('UPDATE users SET suspended_until = ? WHERE id = ?')
      .bind(Date.now() + 3600_000, user.id)
      .run();
    const response = await call('/api/push/subscriptions', {
      method: 'DELETE',
      cookie,
      body: { endpoint: mine.endpoint },
    });
    expect(response.status).toBe(204);
    expect(await listPushSubscriptions(testDb(), user.id)).toEqual([]);
  });
});
