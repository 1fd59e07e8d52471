import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { AiBinding } from './ai-binding';
import { fromBase64 } from './crypto';
import { publicKeyOf } from './solana-address';

/** A blank var counts as unset, so `KEY = ""` in wrangler.toml means "use the default". */
function optionalVar<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}

export type AdminGrant = { role: string };

/**
 * `wallet=role` pairs, comma-separated. A bare wallet is an admin (the short form deployments
 * already use); `wallet=` with nothing after it is a mistake, not a silent default.
 */
const adminWalletsSchema = z.string().transform((raw, ctx) => {
  const grants = new Map<string, AdminGrant>();
  for (const pair of raw.split(',')) {
    if (pair.trim() === '') continue;
    const [wallet = '', role, ...rest] = pair.split('=').map((part) => part.trim());
    if (publicKeyOf(wallet) === null) {
      ctx.addIssue({ code: 'custom', message: `"${wallet}" is not a base58 32-byte address` });
    } else if (role === '' || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: `"${pair.trim()}" needs one non-empty role` });
    } else {
      grants.set(wallet, { role: role ?? 'admin' });
    }
  }
  return grants;
});

/** Epoch ms at which period 1 begins; null (no competition yet) when unset. */
const leaderboardStartSchema = z
  .string()
  .trim()
  .pipe(
    z.iso.datetime({
      offset: true,
      message: 'must be an ISO instant such as 2026-01-01T00:00:00Z',
    }),
  )
  .transform((iso) => Date.parse(iso));

/** The app's public origin, e.g. https://echo.example: no path, query or fragment. */
const appOriginSchema = z
  .url({ protocol: /^https?$/, message: 'must be an origin such as https://echo.example' })
  .transform((raw, ctx) => {
    const url = new URL(raw);
    if (url.origin !== raw.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin only (no path or query)' });
      return z.NEVER;
    }
    return url.origin;
  });

/** base64url bytes of an exact length (and a leading byte, for an uncompressed P-256 point). */
function base64UrlKey(length: number, firstByte?: number) {
  return z.string().transform((raw, ctx) => {
    const bytes = fromBase64(raw.trim());
    if (
      bytes === null ||
      bytes.length !== length ||
      (firstByte !== undefined && bytes[0] !== firstByte)
    ) {
      ctx.addIssue({ code: 'custom', message: `must be base64url of ${length} bytes` });
      return z.NEVER;
    }
    return raw.trim();
  });
}

/** "true" or "false", as wrangler vars are strings. */
const flagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

const aiBindingSchema = z.custom<AiBinding>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'run' in value &&
    typeof value.run === 'function',
  { message: 'must be a Workers AI binding' },
);

/** The worker's vars, typed. Adding a var is one line here (and one in wrangler.toml). */
const configSchema = z
  .object({
    ADMIN_WALLETS: optionalVar(adminWalletsSchema.default(new Map())),
    LEADERBOARD_START: optionalVar(leaderboardStartSchema.nullable().default(null)),
    POST_TOKEN_COST: optionalVar(z.coerce.number().min(0).default(0)),
    REPORT_HIDE_THRESHOLD: optionalVar(z.coerce.number().int().min(1).default(3)),
    // Anti-sybil: younger accounts' votes count on the content but pay no points, and their
    // reports do not count toward hiding.
    VOTER_MIN_ACCOUNT_AGE_HOURS: optionalVar(z.coerce.number().min(0).default(24)),
    // Pins the sign-in message's domain and the Origin check in production; unset: the request's
    // own origin (local dev and tests).
    APP_ORIGIN: optionalVar(appOriginSchema.nullable().default(null)),
    // Reply notifications (docs/decisions/024). Push is on only with both VAPID keys.
    PUSH_JITTER_MAX_SECONDS: optionalVar(z.coerce.number().int().min(0).max(3600).default(600)),
    PUSH_ALLOW_HTTP_ENDPOINTS: optionalVar(flagSchema.default(false)),
    VAPID_PUBLIC_KEY: optionalVar(base64UrlKey(65, 0x04).nullable().default(null)),
    VAPID_PRIVATE_KEY: optionalVar(base64UrlKey(32).nullable().default(null)),
    VAPID_SUBJECT: optionalVar(
      z
        .string()
        .trim()
        .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
        .nullable()
        .default(null),
    ),
    // A Llama Guard model on Workers AI as a second opinion on posts; unset: rules only.
    MODERATION_MODEL: optionalVar(z.string().trim().min(1).nullable().default(null)),
    AI: aiBindingSchema.optional(),
  })
  .refine((vars) => (vars.VAPID_PUBLIC_KEY === null) === (vars.VAPID_PRIVATE_KEY === null), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    path: ['VAPID_PRIVATE_KEY'],
  })
  // A model named without a binding to run it on is a mistake, not "off".
  .refine((config) => config.MODERATION_MODEL === null || config.AI !== undefined, {
    message: 'MODERATION_MODEL is set but there is no AI binding to run it',
    path: ['MODERATION_MODEL'],
  });

export type Config = z.output<typeof configSchema>;

export type ConfigResult = { ok: true; config: Config } | { ok: false; error: string };

// Parsed once per env object: an isolate keeps its env, and tests pass modified copies.
const parsed = new WeakMap<object, ConfigResult>();

/** The vars parsed once; an invalid one is logged by name and reported, never defaulted. */
export function readConfig(env: Env): ConfigResult {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = configSchema.safeParse(env);
  let outcome: ConfigResult;
  if (result.success) {
    outcome = { ok: true, config: result.data };
  } else {
    const issue = result.error.issues[0];
    const error = `${issue?.path.join('.') ?? 'config'}: ${issue?.message ?? 'invalid'}`;
    console.error(`Invalid configuration: ${error}`);
    outcome = { ok: false, error };
  }
  parsed.set(env, outcome);
  return outcome;
}

/** A wallet's standing: `adminRole` null for everyone not in ADMIN_WALLETS. */
export type Role = { isAdmin: boolean; adminRole: string | null };

/** The wallet's role as ADMIN_WALLETS says now: every role is staff. */
export function roleOf(config: Config, walletAddress: string): Role {
  const grant = config.ADMIN_WALLETS.get(walletAddress);
  return { isAdmin: grant !== undefined, adminRole: grant?.role ?? null };
}

/** The application server's VAPID keys, or null when push is off. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export function vapidKeys(config: Config): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY === null || config.VAPID_PRIVATE_KEY === null) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    // Push services may write to this address about our traffic; the app's origin otherwise.
    subject: config.VAPID_SUBJECT ?? config.APP_ORIGIN ?? 'mailto:push@echo.invalid',
  };
}

/** Every staff wallet (any role): not ranked on the leaderboard and never a prize winner. */
export function staffWallets(config: Config): string[] {
  return [...config.ADMIN_WALLETS.keys()];
}

/** Thrown when a request needs the configuration and it is invalid: answered as a bare 500. */
export class InvalidConfigError extends Error {
  constructor(detail: string) {
    super(`Invalid configuration: ${detail}`);
    this.name = 'InvalidConfigError';
  }
}

/** The parsed configuration; throws InvalidConfigError when a var is invalid. */
export function config(env: Env): Config {
  const result = readConfig(env);
  if (!result.ok) throw new InvalidConfigError(result.error);
  return result.config;
}

/** Puts the parsed configuration in `c.var.config` once per request. */
export const loadConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('config', config(c.env));
  await next();
};
