// Demo data for local development (`npm run db:seed:local`, run by `npm run dev`): writes one
// SQL file and applies it to the local D1 with wrangler. Idempotent: every id is derived from a
// fixed name, rows go in with INSERT OR IGNORE, and the counters are then recomputed from the
// rows, so a second run changes nothing. Extra arguments go to wrangler (e.g. --persist-to).
//
// The competition follows LEADERBOARD_START in `.dev.vars` (scripts/dev-vars.ts): each award
// counts toward the period it falls in, and the demo users sign in on most days of the last 40,
// so whichever period is running when `npm run dev` starts (even months later) has them ranked,
// and the one before it has points for the worker's rollover to turn into winners. Awards never
// go into a period that is already closed: its winners stay what they were.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bs58 from 'bs58';
import { cjkSearchText } from '../schema/cjk-search-text.ts';
import { DEFAULT_POINT_RULES, TIMINGS, VOTER_DAILY_CAPS } from '../schema/constants.ts';
import { recountStatements } from '../schema/counters.ts';
import { devLeaderboardStart } from './dev-vars.ts';
import { SEED_THOUGHTS, SEED_USER_NAMES, type SeedUserName } from './seed-local-data.ts';

const DAY_MS = 24 * 60 * 60_000;
const SPREAD_MS = 10 * DAY_MS;
const SIGN_IN_DAYS = 40;

/** A UUID-shaped id derived from a fixed label: random-looking, identical on every run. */
function seedId(label: string): string {
  const hex = createHash('sha256').update(`echo-seed:${label}`).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A 44-character base58 address (32 bytes) nobody holds the key to. */
function seedWallet(name: string): string {
  for (let salt = 0; ; salt += 1) {
    const bytes = createHash('sha256').update(`echo-seed-wallet:${name}:${salt}`).digest();
    const address = bs58.encode(bytes);
    if (address.length === 44) return address;
  }
}

/** Small deterministic PRNG (mulberry32): the same likes and votes on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sqlValue(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(Math.round(value));
  return `'${value.replaceAll("'", "''")}'`;
}

function insertRow(table: string, row: Record<string, string | number | null>): string {
  const columns = Object.keys(row).join(', ');
  const values = Object.values(row).map(sqlValue).join(', ');
  return `INSERT OR IGNORE INTO ${table} (${columns}) VALUES (${values});`;
}

function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The competition period containing `at` (as worker/domain/periods.ts computes it), or null. */
function periodNumberAt(start: number | null, at: number): number | null {
  if (start === null || at < start) return null;
  return Math.floor((at - start) / TIMINGS.periodMs) + 1;
}

/** SQL that holds while period `number` has not been closed by the rollover. */
function periodStillOpen(number: number | null): string {
  return number === null
    ? '1'
    : `NOT EXISTS (SELECT 1 FROM periods WHERE number = ${number} AND closed_at IS NOT NULL)`;
}

function insertLedgerRow(row: {
  key: string;
  rule: string;
  to: string;
  from: string | null;
  points: number;
  period: number | null;
  at: number;
}): string {
  const values = [
    seedId(`ledger:${row.key}`),
    row.key,
    row.to,
    row.from,
    row.rule,
    row.points,
    row.period,
    utcDay(row.at),
    row.at,
  ]
    .map(sqlValue)
    .join(', ');
  return `INSERT OR IGNORE INTO points_ledger
    (id, award_key, user_id, source_user_id, rule, points, period_number, utc_day, created_at)
    SELECT ${values} WHERE ${periodStillOpen(row.period)};`;
}

function buildSeedSql(now: number, start: number | null): string {
  const random = prng(20240601);
  const statements: string[] = [];
  const userId = (name: SeedUserName) => seedId(`user:${name}`);
  const demoUserIds = SEED_USER_NAMES.map((name) => sqlValue(userId(name))).join(', ');

  SEED_USER_NAMES.forEach((name, index) => {
    statements.push(
      insertRow('users', {
        id: userId(name),
        wallet_address: seedWallet(name),
        presentation_name: name,
        name_key: name.toLowerCase(),
        echo_points: 0,
        created_at: now - SPREAD_MS - (index + 1) * DAY_MS,
      }),
    );
  });

  // The app's anti-farming caps (per voter, author, kind of vote and UTC day), honoured so the
  // demo ledger is one the app could have written. Days are counted back from `now`, not by UTC
  // date, so the same awards pass on every run (a rerun must not add a row skipped before); a UTC
  // day overlaps at most two such days, hence half of each cap.
  const awardedToday = new Map<string, number>();
  const award = (args: {
    key: string;
    rule: 'upvote_received' | 'helpful_comment' | 'funny_comment';
    to: string;
    from: string;
    at: number;
  }) => {
    const points = DEFAULT_POINT_RULES[args.rule];
    const kind = args.rule === 'upvote_received' ? 'likes' : 'upvotes';
    const capKey = `${args.from}:${args.to}:${kind}:${Math.floor((now - args.at) / DAY_MS)}`;
    const sofar = awardedToday.get(capKey) ?? 0;
    if (sofar + points > VOTER_DAILY_CAPS[kind] / 2) return;
    awardedToday.set(capKey, sofar + points);
    statements.push(insertLedgerRow({ ...args, points, period: periodNumberAt(start, args.at) }));
  };

  SEED_THOUGHTS.forEach((thought, index) => {
    const thoughtId = seedId(`thought:${index}`);
    const repliers = new Set(thought.replies.map(([name]) => name));
    // The author never replies to their own anonymous thought, so no reply can unmask them.
    const candidates = SEED_USER_NAMES.filter((name) => !repliers.has(name));
    const author = candidates[Math.floor(random() * candidates.length)] ?? SEED_USER_NAMES[0];
    // Oldest first, spread over the last ten days, the newest about twenty minutes old.
    const createdAt =
      now -
      SPREAD_MS +
      Math.floor(((index + random() * 0.8) / SEED_THOUGHTS.length) * (SPREAD_MS - 40 * 60_000));
    statements.push(
      insertRow('thoughts', {
        id: thoughtId,
        author_id: userId(author),
        content: thought.content,
        category: thought.category,
        image_url: null,
        tokens_cost: 0,
        likes: 0,
        comments: 0,
        reports: 0,
        status: 'visible',
        created_at: createdAt,
        cjk_text: cjkSearchText(thought.content),
      }),
    );
    const age = now - createdAt;

    for (const liker of SEED_USER_NAMES) {
      if (liker === author || random() < 0.45) continue;
      const at = createdAt + Math.floor(random() * age * 0.9);
      statements.push(
        insertRow('thought_likes', {
          thought_id: thoughtId,
          user_id: userId(liker),
          created_at: at,
        }),
      );
      award({
        key: `upvote_received:${thoughtId}:${userId(liker)}`,
        rule: 'upvote_received',
        to: userId(author),
        from: userId(liker),
        at,
      });
    }

    thought.replies.forEach(([commenter, content], replyIndex) => {
      const commentId = seedId(`comment:${index}:${replyIndex}`);
      const commentAt = createdAt + Math.floor(((replyIndex + 1) / 4) * age * 0.5);
      statements.push(
        insertRow('comments', {
          id: commentId,
          thought_id: thoughtId,
          author_id: userId(commenter),
          content,
          helpful_count: 0,
          funny_count: 0,
          created_at: commentAt,
        }),
      );
      const type = thought.category.match(/Anxiety|Self-doubt|Relationships|Work|Health|Family/)
        ? 'helpful'
        : 'funny';
      for (const voter of SEED_USER_NAMES) {
        if (voter === commenter || random() < 0.8) continue;
        const at = commentAt + Math.floor(random() * (now - commentAt) * 0.9);
        statements.push(
          insertRow('comment_upvotes', {
            comment_id: commentId,
            user_id: userId(voter),
            type,
            created_at: at,
          }),
        );
        award({
          key: `${type}_comment:${commentId}:${userId(voter)}`,
          rule: type === 'helpful' ? 'helpful_comment' : 'funny_comment',
          to: userId(commenter),
          from: userId(voter),
          at,
        });
      }
    });
  });

  // Demo users sign in on most days, each at their own rate: the daily award keeps every period
  // of the last 40 days ranked, whenever the seed runs. Keyed by day, so reruns add only new days.
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const signIns = prng(20240602);
  for (let day = today - SIGN_IN_DAYS * DAY_MS; day <= today; day += DAY_MS) {
    SEED_USER_NAMES.forEach((name, index) => {
      const rate = 0.9 - index * 0.1;
      const at = day + Math.floor(signIns() * DAY_MS);
      if (signIns() > rate || at > now) return;
      statements.push(
        insertLedgerRow({
          key: `daily_login:${userId(name)}:${utcDay(day)}`,
          rule: 'daily_login',
          to: userId(name),
          from: null,
          points: DEFAULT_POINT_RULES.daily_login,
          period: periodNumberAt(start, at),
          at,
        }),
      );
    });
  }

  if (start !== null) {
    // A database seeded before the competition was configured holds the demo's awards with no
    // period: place them (only awards between demo users, which nobody but this seed makes).
    const periodOfRow = `(created_at - ${start}) / ${TIMINGS.periodMs} + 1`;
    statements.push(
      `UPDATE points_ledger SET period_number = ${periodOfRow}
         WHERE period_number IS NULL AND created_at >= ${start}
           AND user_id IN (${demoUserIds})
           AND (source_user_id IN (${demoUserIds}) OR rule = 'daily_login')
           AND NOT EXISTS (SELECT 1 FROM periods
                           WHERE number = ${periodOfRow} AND closed_at IS NOT NULL);`,
    );
  }

  // Counters are derived data: recompute them from the rows so reruns cannot drift.
  statements.push(...recountStatements().map((statement) => `${statement};`));
  return `${statements.join('\n')}\n`;
}

const dir = mkdtempSync(join(tmpdir(), 'echo-seed-'));
const file = join(dir, 'seed.sql');
try {
  writeFileSync(file, buildSeedSql(Date.now(), devLeaderboardStart()));
  const result = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file, ...process.argv.slice(2)],
    // wrangler echoes a result per statement; show its output only when something failed.
    { stdio: ['inherit', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('Seeding the local database failed.');
    process.exitCode = result.status ?? 1;
  } else {
    console.log(`Seeded ${SEED_USER_NAMES.length} users and ${SEED_THOUGHTS.length} thoughts.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
