import { env } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { newKeypair } from '../test/factories';
import { readConfig } from './config';

function configWith(vars: Partial<Env>) {
  return readConfig({ ...env, ...vars });
}

test('valid vars parse to typed values', async () => {
  const dev = await newKeypair();
  const mod = await newKeypair();
  const result = configWith({
    ADMIN_WALLETS: ` ${dev.address}=dev , ${mod.address}=mod`,
    LEADERBOARD_START: '2030-01-01T00:00:00.000Z',
    POST_TOKEN_COST: '2.5',
    REPORT_HIDE_THRESHOLD: '4',
    VOTER_MIN_ACCOUNT_AGE_HOURS: '12',
    APP_ORIGIN: 'https://echo.example',
    PUSH_JITTER_MAX_SECONDS: '120',
    PUSH_ALLOW_HTTP_ENDPOINTS: 'false',
    VAPID_SUBJECT: 'mailto:team@echo.example',
    MODERATION_MODEL: '',
  });
  expect(result).toEqual({
    ok: true,
    config: {
      ADMIN_WALLETS: new Map([
        [dev.address, { role: 'dev' }],
        [mod.address, { role: 'mod' }],
      ]),
      LEADERBOARD_START: Date.parse('2030-01-01T00:00:00.000Z'),
      POST_TOKEN_COST: 2.5,
      REPORT_HIDE_THRESHOLD: 4,
      VOTER_MIN_ACCOUNT_AGE_HOURS: 12,
      APP_ORIGIN: 'https://echo.example',
      PUSH_JITTER_MAX_SECONDS: 120,
      PUSH_ALLOW_HTTP_ENDPOINTS: false,
      VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: 'mailto:team@echo.example',
      MODERATION_MODEL: null,
    },
  });
});

test('blank vars take their defaults: no admins, no competition, cost 0, threshold 3, 24 h', () => {
  expect(
    configWith({
      ADMIN_WALLETS: '',
      LEADERBOARD_START: ' ',
      POST_TOKEN_COST: '',
      REPORT_HIDE_THRESHOLD: '',
      VOTER_MIN_ACCOUNT_AGE_HOURS: '',
      APP_ORIGIN: '',
      PUSH_JITTER_MAX_SECONDS: '',
      PUSH_ALLOW_HTTP_ENDPOINTS: '',
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: '',
      VAPID_SUBJECT: '',
      MODERATION_MODEL: '',
    }),
  ).toEqual({
    ok: true,
    config: {
      ADMIN_WALLETS: new Map(),
      LEADERBOARD_START: null,
      POST_TOKEN_COST: 0,
      REPORT_HIDE_THRESHOLD: 3,
      VOTER_MIN_ACCOUNT_AGE_HOURS: 24,
      APP_ORIGIN: null,
      // Production waits up to 10 minutes before a push; push itself is off without keys.
      PUSH_JITTER_MAX_SECONDS: 600,
      PUSH_ALLOW_HTTP_ENDPOINTS: false,
      VAPID_PUBLIC_KEY: null,
      VAPID_PRIVATE_KEY: null,
      VAPID_SUBJECT: null,
      MODERATION_MODEL: null,
    },
  });
});

test.each([
  ['a public key that is not a P-256 point', { VAPID_PUBLIC_KEY: 'AAAA' }, 'VAPID_PUBLIC_KEY'],
  ['a private key of the wrong length', { VAPID_PRIVATE_KEY: 'AAAA' }, 'VAPID_PRIVATE_KEY'],
  ['one key without the other', { VAPID_PRIVATE_KEY: '' }, 'VAPID_PRIVATE_KEY'],
  ['a subject that is no contact', { VAPID_SUBJECT: 'team@echo.example' }, 'VAPID_SUBJECT'],
  ['a jitter past an hour', { PUSH_JITTER_MAX_SECONDS: '7200' }, 'PUSH_JITTER_MAX_SECONDS'],
  [
    'a flag that is not true or false',
    { PUSH_ALLOW_HTTP_ENDPOINTS: 'yes' },
    'PUSH_ALLOW_HTTP_ENDPOINTS',
  ],
])('push: %s is reported by name', (_, vars, name) => {
  const result = configWith(vars);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error).toMatch(new RegExp(`^${name}:`));
});

test('a moderation model runs on the AI binding, and is reported by name without one', () => {
  const AI = { run: () => Promise.resolve({ response: 'safe' }) };
  // The binding is absent from wrangler.toml, so from the generated Env too.
  const withAi: Env & { AI: typeof AI } = {
    ...env,
    MODERATION_MODEL: '@cf/meta/llama-guard-3-8b',
    AI,
  };
  const withBinding = readConfig(withAi);
  expect(withBinding).toMatchObject({
    ok: true,
    config: { MODERATION_MODEL: '@cf/meta/llama-guard-3-8b', AI },
  });
  expect(configWith({ MODERATION_MODEL: '@cf/meta/llama-guard-3-8b' })).toEqual({
    ok: false,
    error: expect.stringMatching(/^MODERATION_MODEL: .*AI binding/),
  });
});

test('the same env object is parsed once', () => {
  const vars = { ...env, POST_TOKEN_COST: '1' };
  expect(readConfig(vars)).toBe(readConfig(vars));
});

test('an invalid var is reported by name', () => {
  expect(configWith({ REPORT_HIDE_THRESHOLD: '0' })).toEqual({
    ok: false,
    error: expect.stringMatching(/^REPORT_HIDE_THRESHOLD: /),
  });
});

test.each([
  ['a path', 'https://echo.example/app'],
  ['no scheme', 'echo.example'],
  ['another scheme', 'ftp://echo.example'],
])('APP_ORIGIN with %s is reported by name', (_name, value) => {
  expect(configWith({ APP_ORIGIN: value })).toEqual({
    ok: false,
    error: expect.stringMatching(/^APP_ORIGIN: /),
  });
});
