// The worker vars of `npm run dev`. wrangler and the Vite plugin both read `.dev.vars` (it
// overrides [vars] in wrangler.toml), and the demo seed reads the same file so its points land in
// the periods the worker computes. Run directly (`node scripts/dev-vars.ts`, as `npm run dev`
// does) it writes a gitignored `.dev.vars` unless one exists: a competition that began at a UTC
// midnight 40 days ago, so period 1 is closed (winners) and period 2 is running.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

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

if (import.meta.main && !existsSync(DEV_VARS_PATH)) writeDefaultDevVars(Date.now());
