// The worker vars of `npm run dev`. wrangler and the Vite plugin both read `.dev.vars` (it
// overrides [vars] in wrangler.toml), and the demo seed reads the same file so its points land in
// the periods the worker computes. Run directly (`node scripts/dev-vars.ts`, as `npm run dev`
// does) it writes a gitignored `.dev.vars` unless one exists: a competition that began at a UTC
// midnight 40 days ago, so period 1 is closed (winners) and period 2 is running.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { generateVapidKeys } from './vapid-keys.ts';

const DEV_VARS_PATH = '.dev.vars';
const DAY_MS = 24 * 60 * 60_000;
const COMPETITION_AGE_DAYS = 40;

/** The vars in `.dev.vars`, empty when there is no such file. */
export function readDevVars(): Record<string, string | undefined> {
  if (!existsSync(DEV_VARS_PATH)) return {};
  return parseEnv(readFileSync(DEV_VARS_PATH, 'utf8'));
}

/** Epoch ms at which the dev competition's period 1 begins, null when none is configured. */
export function devLeaderboardStart(): number | null {
  const raw = (readDevVars().LEADERBOARD_START ?? '').trim();
  if (!raw) return null;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

function writeDefaultDevVars(now: number) {
  const start = new Date(Math.floor(now / DAY_MS) * DAY_MS - COMPETITION_AGE_DAYS * DAY_MS);
  writeFileSync(
    DEV_VARS_PATH,
    [
      '# Local worker vars for `npm run dev` (gitignored; delete this file to get a fresh one).',
      `# The competition began ${COMPETITION_AGE_DAYS} days before this file was written; the demo`,
      '# seed keeps demo users ranked in whichever period is running.',
      `LEADERBOARD_START=${start.toISOString()}`,
      '# Accounts made while trying the app may vote for points at once.',
      'VOTER_MIN_ACCOUNT_AGE_HOURS=0',
      '',
    ].join('\n'),
  );
  console.log(`Wrote ${DEV_VARS_PATH}: LEADERBOARD_START=${start.toISOString()}`);
}

/**
 * Local push keys (docs/decisions/024), added to a `.dev.vars` that lacks them (files written
 * before reply notifications existed too): push works in `npm run dev` with no setup, and replies
 * notify at once instead of after the production delay.
 */
function ensureDevPushVars() {
  if (readDevVars().VAPID_PRIVATE_KEY) return;
  const keys = generateVapidKeys();
  appendFileSync(
    DEV_VARS_PATH,
    [
      '# Web Push for local use: a key pair made for this machine, and no delay before a push.',
      `VAPID_PUBLIC_KEY=${keys.publicKey}`,
      `VAPID_PRIVATE_KEY=${keys.privateKey}`,
      'PUSH_JITTER_MAX_SECONDS=0',
      '',
    ].join('\n'),
  );
  console.log(`Added local VAPID keys to ${DEV_VARS_PATH}`);
}

if (import.meta.main) {
  if (!existsSync(DEV_VARS_PATH)) writeDefaultDevVars(Date.now());
  ensureDevPushVars();
}
