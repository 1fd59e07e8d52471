// `npm run soak`: simulated people using the production build on `wrangler dev` with fresh local
// state for a while (SOAK_USERS, default 50, for SOAK_SECONDS, default 300): they sign in with
// real ed25519 signatures, then browse, search, read comments, post (some with an uploaded
// image), like and unlike, comment, upvote and report, with think times between actions, while
// SOAK_LIVE_SOCKETS (default 100) live sockets stay open on a few busy threads. Then the server
// stops and an audit reads D1 and R2 straight from their SQLite files: every counter must equal
// its rows, every balance its ledger, every image object its row. Writes
// docs/benchmarks/<date>-soak.md; exits 1 on a failed audit, a 5xx, a network error, a 4xx that
// no race between people explains, a live socket closed by the other side, or a new comment a
// socket open throughout never heard of.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { CATEGORIES } from '../schema/constants.ts';
import { buildProduction, freshState, startServer, stopServer } from './local-server.ts';
import { createProgress } from './progress.ts';
import { newWallet, signIn } from './sign-in.ts';
import { soakEnding, soakerName } from './posted-texts.ts';
import { auditState, type AuditResult } from './soak-audit.ts';
import { randomPng } from './soak-image.ts';
import { createLiveWatch } from './soak-live.ts';
import { renderSoakReport, type ActionStats } from './soak-report.ts';

const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORT = Number(process.env.SOAK_PORT ?? 8896);
const STATE_DIR = 'bench/.state/soak';
/** Mean pause between one person's actions, in ms: reading, typing, scrolling. */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 2_500);
/** Live sockets held open for the whole run, spread over this many busy threads. */
const LIVE_SOCKETS = Number(process.env.SOAK_LIVE_SOCKETS ?? 100);
const LIVE_THREADS = 4;
/** How often an action on a thread picks one of the busy threads, so their rooms stay busy. */
const BUSY_SHARE = 0.3;

const WORDS = (
  'feel today tired work friend family hope sleep tomorrow morning weekend coffee rain music ' +
  'game pizza shower thought strange quiet boss exam health doctor walk city ocean brother ' +
  'sister parent calm laugh dream late early garden letter train'
).split(' ');

type Person = { cookie: string; name: string };
type Call = { method: string; path: string; body?: unknown; form?: FormData };
/**
 * Statuses an action may answer besides 2xx while people act at once: cooldowns (429),
 * duplicates (409), one's own comment (403), a thought hidden by reports meanwhile (404).
 */
const EXPECTED_4XX = new Set([403, 404, 409, 429]);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sentence = (length: number) =>
  Array.from({ length }, () => pick(WORDS)).join(' ') + soakEnding();

/** What people have seen so far: the ids they can act on. */
const seenThoughts: string[] = [];
const seenComments: string[] = [];
function remember(list: string[], ids: string[]) {
  for (const id of ids) if (!list.includes(id)) list.push(id);
  if (list.length > 500) list.splice(0, list.length - 500);
}

/** The live sockets, once the server is up. */
let live: ReturnType<typeof createLiveWatch> | null = null;

/** A thought to act on: now and then one of the busy (watched) threads. */
function pickThought(): string | null {
  const busy = live?.busyThreads() ?? [];
  if (busy.length > 0 && Math.random() < BUSY_SHARE) return pick(busy);
  return seenThoughts.length > 0 ? pick(seenThoughts) : null;
}

/** A published thought's id (201), or null. */
const publishedId = (status: number, json: unknown): string | null =>
  status === 201 ? (ids([json])[0] ?? null) : null;

const stats = new Map<string, ActionStats>();
function statsOf(action: string): ActionStats {
  const entry = stats.get(action) ?? {
    latencies: [],
    statuses: new Map<number, number>(),
    unexpected: 0,
  };
  stats.set(action, entry);
  return entry;
}
let requests = 0;
let failures = 0;
/** 4xx answers outside EXPECTED_4XX: a broken request or a broken API, either way a failure. */
let unexpected = 0;

/** Counts one answer (status 0: network error) that took `ms` over `count` requests. */
function record(action: string, status: number, ms: number, count: number) {
  const entry = statsOf(action);
  entry.latencies.push(ms);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  requests += count;
  if (status === 0 || status >= 500) failures += 1;
  else if (status >= 400 && !EXPECTED_4XX.has(status)) {
    entry.unexpected += 1;
    unexpected += 1;
  }
}

async function send(origin: string, person: Person | null, action: string, call: Call) {
  const headers: Record<string, string> = { origin };
  if (person) headers.cookie = person.cookie;
  let body: BodyInit | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const started = performance.now();
  let status: number;
  let json: unknown = null;
  try {
    const response = await fetch(`${origin}${call.path}`, { method: call.method, headers, body });
    status = response.status;
    const text = await response.text();
    json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  } catch {
    status = 0; // Network error: counted as a failure.
  }
  record(action, status, performance.now() - started, 1);
  return { status, json };
}

const ids = (json: unknown): string[] =>
  Array.isArray(json)
    ? json.flatMap((row: { id?: unknown }) => (typeof row.id === 'string' ? [row.id] : []))
    : [];

type Action = {
  name: string;
  weight: number;
  run: (origin: string, person: Person) => Promise<void>;
};

const ACTIONS: Action[] = [
  {
    name: 'browse first page',
    weight: 20,
    run: async (origin, person) => {
      const { json } = await send(origin, person, 'browse first page', {
        method: 'GET',
        path: '/api/thoughts',
      });
      remember(seenThoughts, ids(json));
    },
  },
  {
    name: 'browse category',
    weight: 10,
    run: async (origin, person) => {
      await send(origin, person, 'browse category', { method: 'GET', path: '/api/clusters' });
      const category = encodeURIComponent(pick(CATEGORIES));
      const { json } = await send(origin, person, 'browse category', {
        method: 'GET',
        path: `/api/thoughts?category=${category}`,
      });
      remember(seenThoughts, ids(json));
    },
  },
  {
    name: 'search',
    weight: 8,
    run: async (origin, person) => {
      const word = pick(WORDS);
      // Whole words, word starts and fragments, as people type them.
      const q = pick([word, word.slice(0, 3), word.slice(1, 4)]);
      await send(origin, person, 'search', { method: 'GET', path: `/api/thoughts?q=${q}` });
    },
  },
  {
    name: 'open comments',
    weight: 12,
    run: async (origin, person) => {
      const thoughtId = pickThought();
      if (!thoughtId) return;
      const { json } = await send(origin, person, 'open comments', {
        method: 'GET',
        path: `/api/thoughts/${thoughtId}/comments`,
      });
      remember(seenComments, ids(json));
    },
  },
  {
    name: 'post thought',
    weight: 6,
    run: async (origin, person) => {
      const { status, json } = await send(origin, person, 'post thought', {
        method: 'POST',
        path: '/api/thoughts',
        body: { content: sentence(12), category: pick(CATEGORIES), isAnonymous: true },
      });
      remember(seenThoughts, ids([json]));
      const published = publishedId(status, json);
      if (published) live?.offer(published);
    },
  },
  {
    name: 'post with image',
    weight: 3,
    run: async (origin, person) => {
      const form = new FormData();
      form.set('image', new Blob([randomPng()], { type: 'image/png' }), 'photo.png');
      const upload = await send(origin, person, 'upload image', {
        method: 'POST',
        path: '/api/upload-image',
        form,
      });
      const imageUrl = (upload.json as { imageUrl?: string } | null)?.imageUrl;
      if (!imageUrl) return;
      const { json } = await send(origin, person, 'post with image', {
        method: 'POST',
        path: '/api/thoughts',
        body: { content: sentence(10), category: pick(CATEGORIES), isAnonymous: true, imageUrl },
      });
      remember(seenThoughts, ids([json]));
    },
  },
  {
    name: 'like/unlike',
    weight: 12,
    run: async (origin, person) => {
      const thoughtId = pickThought();
      if (!thoughtId) return;
      await send(origin, person, 'like/unlike', {
        method: 'PATCH',
        path: `/api/thoughts/${thoughtId}/likes`,
        body: { liked: Math.random() < 0.7 },
      });
    },
  },
  {
    name: 'comment',
    weight: 6,
    run: async (origin, person) => {
      const thoughtId = pickThought();
      if (!thoughtId) return;
      const sentAt = performance.now();
      const { status, json } = await send(origin, person, 'comment', {
        method: 'POST',
        path: `/api/thoughts/${thoughtId}/comments`,
        body: { thoughtId, content: `Sending support: ${sentence(6)}` },
      });
      remember(seenComments, ids([json]));
      const published = publishedId(status, json);
      if (published) live?.commentPosted(thoughtId, published, sentAt);
    },
  },
  {
    name: 'upvote',
    weight: 7,
    run: async (origin, person) => {
      if (seenComments.length === 0) return;
      await send(origin, person, 'upvote', {
        method: 'POST',
        path: '/api/echo/upvote-comment',
        body: { commentId: pick(seenComments), upvoteType: pick(['helpful', 'funny']) },
      });
    },
  },
  {
    name: 'report',
    weight: 2,
    run: async (origin, person) => {
      if (seenThoughts.length === 0) return;
      await send(origin, person, 'report', {
        method: 'PATCH',
        path: `/api/thoughts/${pick(seenThoughts)}/report`,
        body: { reason: 'soak test' },
      });
    },
  },
  {
    name: 'leaderboard and points',
    weight: 5,
    run: async (origin, person) => {
      await send(origin, person, 'leaderboard and points', {
        method: 'GET',
        path: '/api/leaderboard',
      });
      await send(origin, person, 'leaderboard and points', {
        method: 'GET',
        path: '/api/echo/user-points',
      });
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

function pickAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0] as Action;
}

/** An exponential pause: mostly short, now and then a long read. */
const think = () =>
  new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * THINK_MS));

async function simulatePerson(origin: string, index: number, until: number) {
  // Arrivals spread over the first tenth of the run, as people do not all come at once.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * SECONDS * 100));
  const name = soakerName(index);
  const started = performance.now();
  const cookie = await signIn(origin, await newWallet(), name).catch(() => null);
  // Nonce and verify, timed together as the person waits for both.
  record('sign in', cookie ? 200 : 0, performance.now() - started, 2);
  if (!cookie) return;
  const person = { cookie, name };
  while (Date.now() < until) {
    await pickAction().run(origin, person);
    await think();
  }
}

async function main() {
  const began = Date.now();
  buildProduction();
  freshState(STATE_DIR);
  // A running competition period, so awards also land in period_points.
  const server = await startServer(STATE_DIR, PORT, {
    LEADERBOARD_START: new Date(Date.now() - 24 * 3600_000).toISOString(),
  });
  live = createLiveWatch(server.origin, { sockets: LIVE_SOCKETS, threads: LIVE_THREADS });
  const watch = live;
  const progress = createProgress('soak', SECONDS);
  const loadStarted = Date.now();
  const until = loadStarted + SECONDS * 1000;
  let lastStep = 0;
  const ticker = setInterval(() => {
    const elapsed = Math.min(SECONDS, Math.floor((Date.now() - loadStarted) / 1000));
    const detail = `${requests} requests, ${failures} errors`;
    // A log line every 10% (not a TTY), a redraw every second (TTY).
    if (elapsed - lastStep >= SECONDS / 10) {
      lastStep = elapsed;
      progress.step(elapsed, detail);
    } else progress.update(elapsed, detail);
  }, 1000);
  let liveStats;
  try {
    await Promise.all(
      Array.from({ length: USERS }, (_, i) => simulatePerson(server.origin, i, until)),
    );
    liveStats = await watch.finish();
  } finally {
    clearInterval(ticker);
    progress.step(SECONDS, `${requests} requests, ${failures} errors`);
    progress.finish();
    await stopServer(server);
  }
  const loadSeconds = (Date.now() - loadStarted) / 1000;

  const audit: AuditResult[] = auditState(STATE_DIR);
  const date = new Date().toISOString().slice(0, 10);
  const path = join('docs/benchmarks', `${date}-soak.md`);
  mkdirSync('docs/benchmarks', { recursive: true });
  writeFileSync(
    path,
    renderSoakReport({
      date,
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      loadSeconds,
      runSeconds: (Date.now() - began) / 1000,
      stats,
      audit,
      live: liveStats,
    }),
  );
  execSync(`npx prettier --write ${path}`, { stdio: 'ignore' });

  const failedChecks = audit.filter((check) => check.mismatches > 0);
  console.log(
    `${requests} requests in ${loadSeconds.toFixed(0)} s, ${failures} 5xx/network errors`,
  );
  for (const check of audit) {
    console.log(
      `${check.mismatches === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${check.checked} checked, ${check.mismatches} wrong)`,
    );
  }
  console.log(
    `live: ${liveStats.opened} sockets opened on ${liveStats.threads} threads, ${liveStats.closedUnexpectedly} closed unexpectedly, ${liveStats.events} events received, ${liveStats.missedComments} of ${liveStats.expectedComments} new comments missed`,
  );
  console.log(`report written to ${path}`);
  const liveFailed = liveStats.closedUnexpectedly > 0 || liveStats.missedComments > 0;
  if (failures > 0 || unexpected > 0 || failedChecks.length > 0 || liveFailed) process.exit(1);
}

await main();
