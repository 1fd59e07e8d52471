// `npm run bench`: builds the app, seeds two fresh local D1 databases (1k and 100k thoughts) in
// their own state folders, serves the production build of each with `wrangler dev`, loads every
// endpoint from this (second) process with autocannon at 1, 10 and 50 connections, times live
// comment delivery to 50 and 500 open sockets on one thread, runs Lighthouse on `/` and
// `/thoughts`, and writes a markdown report with a cost chart (SVG) and the first-load JS of each
// route.
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { renderCostChart } from './cost-chart.ts';
import { firstLoadSizes } from './first-load.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { absoluteNow, measureLiveDelivery, type LiveMeasurement } from './live-cell.ts';
import { buildProduction, freshState, startServer, stopServer } from './local-server.ts';
import { createProgress } from './progress.ts';
import {
  BASELINE,
  baselineCells,
  mergeRuns,
  renderReport,
  type Cell,
  type Measurement,
} from './report.ts';
import {
  BUSY_THOUGHT_ID,
  CJK_SEARCH_TERM,
  SEARCH_TERM,
  SESSION_USERS,
  SIZES,
  seedBenchDatabase,
  sessionToken,
  type BenchSize,
  type SeedSummary,
} from './seed.ts';

const CONNECTIONS = [1, 10, 50];
// Per visit: each size is visited twice per cell (see the A-B-B-A loop below), and each visit
// measures the endpoint for SECONDS_PER_CELL and the health baseline for BASELINE_SECONDS.
const SECONDS_PER_CELL = Number(process.env.BENCH_SECONDS ?? 1.5);
const BASELINE_SECONDS = 1;
const BASELINE_RUN = { seconds: BASELINE_SECONDS };
// autocannon samples throughput at this interval and stops only on a sample, so durations are
// whole multiples of it.
const SAMPLE_MS = 500;
const WARM_UP_REQUESTS = 50;
const STATE_ROOT = 'bench/.state';
// BENCH_PORT moves the servers (this one and the next) when another run holds the default ports.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8890);
const COOKIE = 'echo_session';

type Endpoint = {
  name: string;
  /** Builds each request; `n` counts requests so writes can rotate users and targets. */
  request: (
    n: number,
    seed: SeedSummary,
  ) => { method: string; path: string; body?: unknown; user?: number };
};

const BASELINE_ENDPOINT: Endpoint = {
  name: BASELINE,
  request: () => ({ method: 'GET', path: '/api/health' }),
};

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'thoughts first page', request: () => ({ method: 'GET', path: '/api/thoughts' }) },
  {
    name: 'thoughts category',
    request: () => ({ method: 'GET', path: '/api/thoughts?category=Anxiety' }),
  },
  {
    name: `thoughts search "${SEARCH_TERM}"`,
    request: () => ({ method: 'GET', path: `/api/thoughts?q=${SEARCH_TERM}` }),
  },
  {
    name: `thoughts search "${CJK_SEARCH_TERM}" (two Chinese characters)`,
    request: () => ({
      method: 'GET',
      path: `/api/thoughts?q=${encodeURIComponent(CJK_SEARCH_TERM)}`,
    }),
  },
  {
    name: 'thoughts deep page (before)',
    request: (_n, seed) => ({ method: 'GET', path: `/api/thoughts?before=${seed.deepBeforeId}` }),
  },
  {
    name: 'thoughts, signed in',
    request: (n) => ({ method: 'GET', path: '/api/thoughts', user: n % SESSION_USERS }),
  },
  { name: 'clusters', request: () => ({ method: 'GET', path: '/api/clusters' }) },
  {
    name: 'help (Japan, in Japanese)',
    request: () => ({ method: 'GET', path: '/api/help?country=JP&lang=ja' }),
  },
  {
    name: 'comments of a busy thought',
    request: () => ({ method: 'GET', path: `/api/thoughts/${BUSY_THOUGHT_ID}/comments` }),
  },
  { name: 'leaderboard', request: () => ({ method: 'GET', path: '/api/leaderboard' }) },
  {
    name: 'user-points',
    request: (n) => ({ method: 'GET', path: '/api/echo/user-points', user: n % SESSION_USERS }),
  },
  {
    name: 'like',
    request: (n, seed) => ({
      method: 'PATCH',
      path: `/api/thoughts/${seed.thoughtIds[(n * 7919) % seed.thoughtIds.length]}/likes`,
      body: { liked: true },
      user: n % SESSION_USERS,
    }),
  },
  {
    // One comment per user per 30 s: each request is a different user, in rotation.
    name: 'comment',
    request: (n, seed) => ({
      method: 'POST',
      path: `/api/thoughts/${seed.thoughtIds[(n * 104729) % seed.thoughtIds.length]}/comments`,
      body: { content: `Benchmark comment number ${n}, sending support.` },
      user: n % SESSION_USERS,
    }),
  },
  {
    name: 'upvote',
    request: (n, seed) => ({
      method: 'POST',
      path: '/api/echo/upvote-comment',
      body: {
        commentId: seed.commentIds[(n * 31337) % seed.commentIds.length],
        upvoteType: n % 2 === 0 ? 'helpful' : 'funny',
      },
      user: (n * 13) % SESSION_USERS,
    }),
  },
];

// BENCH_ONLY=search measures just the endpoints whose name contains it (BENCH_ONLY=live just the
// live cell), without Lighthouse: a quick run while working on one endpoint.
const ONLY = process.env.BENCH_ONLY;
const ENDPOINTS = ALL_ENDPOINTS.filter((e) => !ONLY || e.name.includes(ONLY));

// The live cell: this many readers on the busy thread, and timed comments per reader count.
const LIVE_CELL = 'live comment delivery';
const LIVE_READERS = [50, 500];
const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 25);
const RUN_LIVE = !ONLY || LIVE_CELL.includes(ONLY);

async function startBenchServer(size: BenchSize, port: number, now: number) {
  const stateDir = join(STATE_ROOT, size.label);
  freshState(stateDir);
  const started = Date.now();
  const seed = seedBenchDatabase(stateDir, size, now);
  console.log(`seeded ${size.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The competition started 10 days ago, so the leaderboard has a running period 1.
  const leaderboardStart = new Date(now - 10 * 24 * 3600_000).toISOString();
  const server = await startServer(stateDir, port, { LEADERBOARD_START: leaderboardStart });
  return { server, seed, port };
}

async function measure(
  port: number,
  endpoint: Endpoint,
  seed: SeedSummary,
  connections: number,
  offset: { n: number },
  run: { seconds: number } | { amount: number },
): Promise<Measurement> {
  const origin = `http://localhost:${port}`;
  const result = await autocannon({
    url: origin,
    connections,
    ...('seconds' in run ? { duration: run.seconds } : { amount: run.amount }),
    sampleInt: SAMPLE_MS,
    requests: [
      {
        setupRequest: (request) => {
          const n = offset.n++;
          const spec = endpoint.request(n, seed);
          // Each request from its own address (198.18.0.0/15, set aside for benchmarks): the
          // per-IP limits (search: 60 a minute) protect production from one client; here they
          // would turn the cell into a measure of 429s.
          const headers: Record<string, string> = {
            origin,
            'cf-connecting-ip': `198.${18 + (n % 2)}.${(n >> 8) & 255}.${n & 255}`,
          };
          if (spec.user !== undefined) headers.cookie = `${COOKIE}=${sessionToken(spec.user)}`;
          if (spec.body !== undefined) headers['content-type'] = 'application/json';
          return {
            ...request,
            method: spec.method as 'GET',
            path: spec.path,
            headers,
            body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          };
        },
      },
    ],
  });
  return {
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Posts one comment on the busy thread for the live cell, timing the request. One comment per
 * user per 30 s: users come from the top of the session range (the comment cell starts at the
 * bottom), and a 429 moves on to the next one.
 */
function livePoster(origin: string) {
  let user = SESSION_USERS - 1;
  return async (content: string) => {
    for (;;) {
      const sentAt = absoluteNow();
      const response = await fetch(`${origin}/api/thoughts/${BUSY_THOUGHT_ID}/comments`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          cookie: `${COOKIE}=${sessionToken(user)}`,
        },
        body: JSON.stringify({ content }),
      });
      await response.text();
      const answeredAt = absoluteNow();
      user = user === 0 ? SESSION_USERS - 1 : user - 1;
      if (response.status !== 429) return { status: response.status, sentAt, answeredAt };
    }
  };
}

async function main() {
  const began = Date.now();
  const buildOutput = buildProduction();
  const firstLoad =
    buildOutput.split('\n').find((line) => line.startsWith('First load of /')) ?? '';

  const now = Date.now();
  const servers = [];
  for (const [index, size] of SIZES.entries()) {
    servers.push({ size, ...(await startBenchServer(size, BASE_PORT + index, now)) });
  }

  const cells: Cell[] = [];
  const live: LiveMeasurement[] = [];
  let lighthouse: LighthouseScores[] = [];
  try {
    // Warm each isolate, its D1 connection and the edge cache before measuring.
    for (const { port, seed } of servers) {
      for (const endpoint of [BASELINE_ENDPOINT, ...ENDPOINTS]) {
        if (endpoint.request(0, seed).method !== 'GET') continue;
        await measure(port, endpoint, seed, 1, { n: 0 }, { amount: WARM_UP_REQUESTS });
      }
    }
    const offsets = new Map<string, { n: number }>();
    const offsetFor = (label: string, endpoint: Endpoint) => {
      const key = `${label}:${endpoint.name}`;
      const offset = offsets.get(key) ?? { n: 1 };
      offsets.set(key, offset);
      return offset;
    };
    const progress = createProgress('bench', ENDPOINTS.length * CONNECTIONS.length);
    for (const endpoint of ENDPOINTS) {
      for (const connections of CONNECTIONS) {
        progress.update(cells.length / servers.length, `${endpoint.name} c=${connections}`);
        // Each size is visited twice in A-B-B-A order and the halves are merged, so a load
        // change on this shared machine during the cell falls on both sizes alike. Each visit
        // also measures the health baseline on the same server, before the endpoint on the way
        // there and after it on the way back: "× base" compares runs seconds apart, not minutes
        // (this machine's throughput drifts by ±20 % over a minute).
        const order = [...servers, ...[...servers].reverse()];
        const halves = new Map<string, Measurement[]>();
        const bases = new Map<string, Measurement[]>();
        for (const [visit, { size, port, seed }] of order.entries()) {
          const measureEndpoint = () =>
            measure(port, endpoint, seed, connections, offsetFor(size.label, endpoint), {
              seconds: SECONDS_PER_CELL,
            });
          const measureBase = () =>
            measure(port, BASELINE_ENDPOINT, seed, connections, { n: 0 }, BASELINE_RUN);
          const onTheWayThere = visit < servers.length;
          const baseBefore = onTheWayThere ? await measureBase() : null;
          const half = await measureEndpoint();
          const base = baseBefore ?? (await measureBase());
          halves.set(size.label, [...(halves.get(size.label) ?? []), half]);
          bases.set(size.label, [...(bases.get(size.label) ?? []), base]);
        }
        const merged = servers.map(({ size }) => ({
          size: size.label,
          endpoint: endpoint.name,
          connections,
          ...mergeRuns(halves.get(size.label) ?? []),
          base: mergeRuns(bases.get(size.label) ?? []),
        }));
        cells.push(...merged);
        const summary = merged
          .map(
            (c) =>
              `${c.size} ${c.rps.toFixed(0)} req/s (base ${c.base.rps.toFixed(0)}) p99 ${c.p99} ms`,
          )
          .join(', ');
        progress.step(
          cells.length / servers.length,
          `${endpoint.name} c=${connections}: ${summary}`,
        );
      }
    }
    progress.finish();
    if (RUN_LIVE) {
      for (const { size, port } of servers) {
        const origin = `http://localhost:${port}`;
        const post = livePoster(origin);
        for (const readers of LIVE_READERS) {
          const measured = await measureLiveDelivery({
            origin,
            size: size.label,
            thoughtId: BUSY_THOUGHT_ID,
            readers,
            runs: LIVE_RUNS,
            post,
          });
          live.push(measured);
          console.log(
            `${LIVE_CELL} ${size.label}, ${readers} readers: last reader − answer median ${measured.afterAnswer.p50.toFixed(1)} ms, p99 ${measured.afterAnswer.p99.toFixed(1)} ms; last reader from the request median ${measured.fromRequest.p50.toFixed(1)} ms, p99 ${measured.fromRequest.p99.toFixed(1)} ms; ${measured.missed} missed`,
          );
        }
      }
    }
    const small = servers[0];
    if (small && !ONLY) {
      lighthouse = await runLighthouse(`http://localhost:${small.port}`, ['/', '/thoughts']);
    }
  } finally {
    for (const { server } of servers) await stopServer(server);
  }

  const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`;
  const date = new Date().toISOString().slice(0, 10);
  // A partial run (BENCH_ONLY) never takes the place of the day's full report.
  const partial = ONLY ? `-only-${ONLY.replace(/[^\w-]+/g, '-')}` : '';
  const large = SIZES.at(-1)?.label ?? '';
  // No endpoint measured (BENCH_ONLY=live): no chart.
  const chartFile = cells.length > 0 ? `${date}${partial}-cost.svg` : null;
  mkdirSync('docs/benchmarks', { recursive: true });
  if (chartFile) {
    writeFileSync(join('docs/benchmarks', chartFile), renderCostChart(cells, large, [10, 50]));
  }
  const routeSizes = firstLoadSizes();
  const report = renderReport({
    date,
    commit,
    machine,
    seconds: SECONDS_PER_CELL,
    baselineSeconds: BASELINE_SECONDS,
    sizes: SIZES,
    cells: [...baselineCells(cells), ...cells],
    live,
    firstLoad,
    routeSizes,
    chartFile,
    lighthouse,
    runSeconds: (Date.now() - began) / 1000,
  });
  const path = `docs/benchmarks/${date}${partial}-report.md`;
  writeFileSync(path, report);
  // Committed reports must pass `npm run lint` (prettier aligns the tables).
  execSync(`npx prettier --write ${path}`, { stdio: 'ignore' });
  console.log(`\n${firstLoad}`);
  for (const route of routeSizes) {
    console.log(
      `First-load JS of ${route.path}: ${(route.gzippedBytes / 1024).toFixed(2)} KB gzipped`,
    );
  }
  for (const score of lighthouse) {
    console.log(
      `Lighthouse ${score.path}: performance ${score.performance}, accessibility ${score.accessibility}`,
    );
  }
  console.log(`report written to ${path} (${((Date.now() - began) / 1000).toFixed(0)} s)`);
}

await main();
