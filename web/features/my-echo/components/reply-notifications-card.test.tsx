import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderWithProviders, SIGNED_IN } from '../../../test/render';
import { ReplyNotificationsCard } from './reply-notifications-card';

// jsdom has no service worker, Web Push or notifications: each test gives the browser a fake
// registration whose push manager keeps one subscription, and a permission prompt that answers
// as told. The server is the fake server, as for every component test.
const SERVER_KEY =
  'BBBczF7Y6d7zQZbjGSww494kq7UGLLoUGU230k0WoXQ5bQncE1cr5xupVdvNIYrYdcJINXkWm08QaxSu-thhYV8';
const SUSPENDED = 'Your account is suspended until 2031-01-01T00:00:00.000Z.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

type FakeSubscription = {
  endpoint: string;
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
};

function fakePushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  let current: FakeSubscription | null = null;
  const made: FakeSubscription[] = [];
  const newSubscription = (): FakeSubscription => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made.length + 1}`;
    const subscription: FakeSubscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'AuS' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    made.push(subscription);
    return subscription;
  };
  if (subscribed) current = newSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async (_options: PushSubscriptionOptionsInit) => (current = newSubscription()),
    ),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => (notification.permission = answer)),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  // The app registers its service worker in production builds only.
  vi.stubEnv('PROD', true);
  return { pushManager, notification, made };
}

function calls(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
}

const toggle = () => screen.findByRole('switch', { name: 'Tell me when someone replies' });

test('without a service worker (a development build) it says notifications cannot work here', async () => {
  fakeServer(SIGNED_IN);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', class {});
  renderWithProviders(<ReplyNotificationsCard />);
  expect(
    await screen.findByText("This browser cannot show Echo's notifications.", { exact: false }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

test('off at first and nothing asked; turning it on asks, subscribes for the server key and stores the subscription', async () => {
  const browser = fakePushBrowser();
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { id: 's1' } },
  });
  renderWithProviders(<ReplyNotificationsCard />);
  const control = await toggle();
  await waitFor(() => expect(control).toBeEnabled());
  expect(control).not.toBeChecked();
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();

  await userEvent.click(control);
  await waitFor(() => expect(control).toBeChecked());
  expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
  const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
  expect(options?.userVisibleOnly).toBe(true);
  // The key's 65 bytes (an uncompressed P-256 point), as every browser takes them.
  const keyBytes = [...atob(SERVER_KEY.replace(/-/g, '+').replace(/_/g, '/'))].map((char) =>
    char.charCodeAt(0),
  );
  expect(keyBytes).toHaveLength(65);
  expect([...(options?.applicationServerKey as Uint8Array)]).toEqual(keyBytes);
  const [stored] = calls(fetchMock, 'POST', '/api/push/subscriptions');
  expect(JSON.parse(String(stored?.[1]?.body))).toEqual(browser.made[0]?.toJSON());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('on when the browser holds a subscription; turning it off deletes it on the server and in the browser', async () => {
  const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
  const fetchMock = fakeServer({
    ...SIGNED_IN,
    'DELETE /api/push/subscriptions': { status: 204, body: null },
  });
  renderWithProviders(<ReplyNotificationsCard />);
  const control = await toggle();
  await waitFor(() => expect(control).toBeChecked());

  await userEvent.click(control);
  await waitFor(() => expect(control).not.toBeChecked());
  const [deleted] = calls(fetchMock, 'DELETE', '/api/push/subscriptions');
  expect(JSON.parse(String(deleted?.[1]?.body))).toEqual({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  });
  expect(browser.made[0]?.unsubscribe).toHaveBeenCalledTimes(1);
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

test('blocked notifications: it says how to allow them and offers no switch', async () => {
  fakePushBrowser({ permission: 'denied' });
  fakeServer(SIGNED_IN);
  renderWithProviders(<ReplyNotificationsCard />);
  expect(
    await screen.findByText(/allow notifications for this site in your browser's site settings/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

test('refusing the prompt stores nothing and then explains how to allow them', async () => {
  const browser = fakePushBrowser({ answer: 'denied' });
  const fetchMock = fakeServer(SIGNED_IN);
  renderWithProviders(<ReplyNotificationsCard />);
  const control = await toggle();
  await waitFor(() => expect(control).toBeEnabled());
  await userEvent.click(control);
  expect(await screen.findByText(/Notifications are blocked for Echo/)).toBeInTheDocument();
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(calls(fetchMock, 'POST', '/api/push/subscriptions')).toHaveLength(0);
});

test('a suspended person is told so; the browser does not stay subscribed', async () => {
  const browser = fakePushBrowser();
  fakeServer({
    ...SIGNED_IN,
    'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
    'POST /api/push/subscriptions': { status: 403, body: { error: SUSPENDED } },
  });
  renderWithProviders(<ReplyNotificationsCard />);
  const control = await toggle();
  await waitFor(() => expect(control).toBeEnabled());
  await userEvent.click(control);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Your account is suspended until/);
  expect(control).not.toBeChecked();
  expect(browser.made[0]?.unsubscribe).toHaveBeenCalledTimes(1);
});

test('where the server has no push keys (503) it says notifications are unavailable', async () => {
  const browser = fakePushBrowser();
  fakeServer({
    ...SIGNED_IN,
    'GET /api/push/key': {
      status: 503,
      body: { error: 'Reply notifications are not set up here' },
    },
  });
  renderWithProviders(<ReplyNotificationsCard />);
  const control = await toggle();
  await waitFor(() => expect(control).toBeEnabled());
  await userEvent.click(control);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Reply notifications are not available right now.',
  );
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(control).not.toBeChecked();
});
