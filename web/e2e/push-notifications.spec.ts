import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { listenFakePushService } from '../../scripts/fake-push-service.ts';
import { E2E_ENV } from './fixtures/e2e-env';
import { commentThroughApi, nav, postThoughtThroughApi, unique, userPage } from './fixtures/people';

// Reply notifications end to end (docs/decisions/024), on the production build with its real
// service worker. One part is stubbed: Chromium here cannot reach a real push service, so
// PushManager's subscribe() hands out a subscription made in the page itself, with real P-256 and
// auth keys, whose endpoint is a fake push service on 127.0.0.1 (scripts/fake-push-service.ts).
// The worker encrypts and sends the reply push there for real; the page decrypts it with its keys
// and DevTools delivers it to the service worker, as a push service would.

type Shown = { title: string; body: string; tag: string; lang: string };

/** In the page, before the app: a PushManager whose subscription lives in this page. */
function stubPushManager(endpoint: string) {
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  let keys: {
    privateKey: CryptoKey;
    publicKey: Uint8Array<ArrayBuffer>;
    auth: Uint8Array<ArrayBuffer>;
  } | null = null;
  let subscription: object | null = null;
  const page = window as unknown as Record<string, unknown>;

  PushManager.prototype.getSubscription = async () => subscription as PushSubscription | null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ]);
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = crypto.getRandomValues(new Uint8Array(16));
    keys = { privateKey: pair.privateKey, publicKey, auth };
    page.subscribedFor = toBase64Url(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
    const json = {
      endpoint,
      expirationTime: null,
      keys: { p256dh: toBase64Url(publicKey), auth: toBase64Url(auth) },
    };
    subscription = {
      endpoint,
      expirationTime: null,
      options,
      getKey: (name: string) => (name === 'p256dh' ? publicKey.buffer : auth.buffer),
      toJSON: () => json,
      unsubscribe: async () => {
        subscription = null;
        keys = null;
        return true;
      },
    };
    return subscription as PushSubscription;
  };

  // What the browser does with a push it receives: RFC 8291 with RFC 8188's aes128gcm.
  page.decryptPush = async (base64Body: string) => {
    if (!keys) throw new Error('no subscription');
    const body = fromBase64(base64Body);
    const salt = body.slice(0, 16);
    const keyIdLength = body[20] ?? 0;
    const senderPublic = body.slice(21, 21 + keyIdLength);
    type Bytes = Uint8Array<ArrayBuffer>;
    const hkdf = async (salt: Bytes, ikm: Bytes, info: Bytes, bytes: number) => {
      const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
      return new Uint8Array(
        await crypto.subtle.deriveBits(
          { name: 'HKDF', hash: 'SHA-256', salt, info },
          key,
          bytes * 8,
        ),
      );
    };
    const text = (value: string) => new TextEncoder().encode(value);
    const sender = await crypto.subtle.importKey(
      'raw',
      senderPublic,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
    const secret = new Uint8Array(
      await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, keys.privateKey, 256),
    );
    const info = new Uint8Array([...text('WebPush: info\0'), ...keys.publicKey, ...senderPublic]);
    const ikm = await hkdf(keys.auth, secret, info, 32);
    const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
    const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
    const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
    const padded = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: nonce },
        aes,
        body.slice(21 + keyIdLength),
      ),
    );
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
    return new TextDecoder().decode(padded.slice(0, end));
  };
}

/**
 * Delivers a push message to the page's service worker through the DevTools protocol. The
 * registration is the one whose worker controls this page: the browser also reports the
 * registrations of earlier tests' contexts, on the same origin, and a push sent to one of those
 * never reaches this page.
 */
async function pushDelivery(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  const { targetInfo } = await devtools.send('Target.getTargetInfo');
  let registrationId: string | undefined;
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (version.controlledClients?.includes(targetInfo.targetId)) {
        registrationId = version.registrationId;
      }
    }
  });
  await devtools.send('ServiceWorker.enable');
  return async (data: string) => {
    await expect.poll(() => registrationId).toBeDefined();
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: registrationId ?? '',
      data,
    });
  };
}

/** The notifications the service worker is showing. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, lang }) => ({
      title,
      body,
      tag,
      lang,
    }));
  });
}

async function untilControlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

function replySwitch(page: Page) {
  return page.getByRole('switch', { name: 'Tell me when someone replies' });
}

/**
 * A signed-in person whose browser may show notifications and subscribes at the fake push
 * service (`device` names its subscription there), and a friend to reply to them.
 */
async function listenerAndReplier(browser: Browser, name: string) {
  const pushService = await listenFakePushService();
  const device = crypto.randomUUID();
  const author = await userPage(browser, name);
  // Installed on the first visit, as a person who stays on Home a moment would have it.
  await untilControlled(author.page);
  const friend = await userPage(browser, 'replier');
  await author.page.context().grantPermissions(['notifications']);
  await author.page.addInitScript(stubPushManager, `${pushService.url}/push/${device}`);
  return { pushService, device, author, friend };
}

// The suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

test('turned on in My Echo, a reply reaches the browser encrypted, and the notification says only that someone replied', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { pushService, device, author, friend } = await listenerAndReplier(browser, 'listener');
  const deliver = await pushDelivery(author.page);

  const thoughtText = `Waiting for the morning again ${Date.now().toString(36)}`;
  const replyText = `Morning always comes, I promise ${Date.now().toString(36)}`;
  const thoughtId = await postThoughtThroughApi(author.page, thoughtText);
  await author.page.goto('/me');
  await untilControlled(author.page);
  const toggle = replySwitch(author.page);
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  const stored = author.page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await toggle.click();
  expect((await stored).status()).toBe(201);
  await expect(toggle).toBeChecked();
  expect(
    await author.page.evaluate(() => (window as unknown as Record<string, string>).subscribedFor),
  ).toBe(E2E_ENV.VAPID_PUBLIC_KEY);

  // The friend replies: the server pushes to the stored subscription, at once in this setup.
  await commentThroughApi(friend.page, thoughtId, replyText);
  const received = async () =>
    (await (await fetch(`${pushService.url}/received/${device}`)).json()) as {
      headers: Record<string, string>;
      body: string;
    }[];
  await expect.poll(async () => (await received()).length, { timeout: 20_000 }).toBe(1);
  const [push] = await received();
  expect(push?.headers['content-encoding']).toBe('aes128gcm');
  expect(push?.headers.authorization).toContain(`k=${E2E_ENV.VAPID_PUBLIC_KEY}`);
  const payload = await author.page.evaluate(
    (body) =>
      (window as unknown as { decryptPush: (body: string) => Promise<string> }).decryptPush(body),
    push?.body ?? '',
  );
  expect(JSON.parse(payload)).toEqual({ type: 'reply', url: '/me' });

  await deliver(payload);
  await expect
    .poll(() => shownNotifications(author.page))
    .toEqual([
      {
        title: 'Someone replied to you',
        body: 'Open My Echo to read it.',
        tag: 'reply',
        lang: 'en',
      },
    ]);

  // Turning it off forgets the subscription on the server too.
  const forgotten = author.page.waitForRequest(
    (request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'DELETE',
  );
  await toggle.click();
  expect((await forgotten).postDataJSON()).toEqual({
    endpoint: `${pushService.url}/push/${device}`,
  });
  await expect(toggle).not.toBeChecked();

  await author.close();
  await friend.close();
  await pushService.close();
});

test('signing out stops reply notifications in this browser: the next person to use it is not told of their replies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { pushService, device, author, friend } = await listenerAndReplier(
    browser,
    'shared-device',
  );
  const thoughtId = await postThoughtThroughApi(author.page, `Borrowed laptop ${unique()}`);
  await author.page.goto('/me');
  await untilControlled(author.page);
  const toggle = replySwitch(author.page);
  await toggle.click();
  await expect(toggle).toBeChecked();

  // Signing out forgets the subscription on the server, with the session still valid, and in
  // the browser.
  const forgotten = author.page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') &&
      response.request().method() === 'DELETE',
  );
  await nav(author.page).getByRole('button', { name: 'Logout' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect(nav(author.page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  expect(
    await author.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.pushManager.getSubscription();
    }),
  ).toBeNull();

  // A reply now reaches nobody: pushes here are sent at once, and the first test saw its own
  // arrive well within this wait.
  await commentThroughApi(friend.page, thoughtId, `Here for you ${unique()}`);
  await author.page.waitForTimeout(3_000);
  const received = (await (
    await fetch(`${pushService.url}/received/${device}`)
  ).json()) as unknown[];
  expect(received).toEqual([]);

  await author.close();
  await friend.close();
  await pushService.close();
});

test('the notification speaks the language the app runs in (Japanese, the saved choice)', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('echo-language', 'ja'));
  await context.grantPermissions(['notifications']);
  const deliver = await pushDelivery(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await untilControlled(page);

  await deliver(JSON.stringify({ type: 'reply', url: '/me' }));
  // The words the build carries for Japanese: its catalog's, English until translated.
  const catalog = (language: string) =>
    JSON.parse(readFileSync(`web/i18n/messages/${language}/me.json`, 'utf8')) as Record<
      string,
      string | undefined
    >;
  const [ja, en] = [catalog('ja'), catalog('en')];
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: ja['me.push.title'] ?? en['me.push.title'],
        body: ja['me.push.body'] ?? en['me.push.body'],
        tag: 'reply',
        lang: 'ja',
      },
    ]);
});
