// `npm run bench`: builds the app, seeds two fresh local D1 databases (1k and 100k thoughts) in
// their own state folders, serves the production build of each with `wrangler dev`, loads every
// endpoint from this (second) process with autocannon at 1, 10 and 50 connections, runs
// Lighthouse on `/` and `/thoughts`, and writes a markdown report with a cost chart (SVG) and
// the first-load JS of each route.
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { renderCostChart } from './cost-chart.ts';
import { firstLoadSizes } from './first-load.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { buildProduction, freshState, startServer, stopServer } from './local-server.ts';
import { createProgress } from './progress.ts';
import { renderReport, type Cell } from './report.ts';
import {
  BUSY_THOUGHT_ID,
  SEARCH_TERM,
  SESSION_USERS,
  SIZES,
  seedBenchDatabase,
  sessionToken,
  type BenchSize,
  type SeedSummary,
} from './seed.ts';

const CONNECTIONS = [1, 10, 50];
// Per half-cell: each size is measured twice per cell (see the A-B-B-A loop below).
const SECONDS_PER_CELL = Number(process.env.BENCH_SECONDS ?? 2);
const STATE_ROOT = 'bench/.state';
const BASE_PORT = 8890;
const COOKIE = 'echo_session';

type Endpoint = {
  name: string;
  /** Builds each request; `n` counts requests so writes can rotate users and targets. */
  request: (
    n: number,
    seed: SeedSummary,
  ) => { method: string; path: string; body?: unknown; user?: number };
};

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'health (baseline)', request: () => ({ method: 'GET', path: '/api/health' }) },
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
    name: 'thoughts deep page (before)',
    request: (_n, seed) => ({ method: 'GET', path: `/api/thoughts?before=${seed.deepBeforeId}` }),
  },
  {
    name: 'thoughts, signed in',
    request: (n) => ({ method: 'GET', path: '/api/thoughts', user: n % SESSION_USERS }),
  },
  { name: 'clusters', request: () => ({ method: 'GET', path: '/api/clusters' }) },
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

// BENCH_ONLY=search measures just the endpoints whose name contains it (and the baseline):
// a quick run while working on one endpoint.
const ENDPOINTS = ALL_ENDPOINTS.filter(
  (e, index) => index === 0 || !process.env.BENCH_ONLY || e.name.includes(process.env.BENCH_ONLY),
);

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
): Promise<Measurement> {
  const origin = `http://localhost:${port}`;
  const result = await autocannon({
    url: origin,
    connections,
    duration: SECONDS_PER_CELL,
    requests: [
      {
        setupRequest: (request) => {
          const n = offset.n++;
          const spec = endpoint.request(n, seed);
          const headers: Record<string, string> = { origin };
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
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

type Measurement = Omit<Cell, 'size' | 'endpoint' | 'connections'>;

/** Two half-cells of equal duration: mean throughput and latencies, summed failures. */
function mergeHalves(halves: Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) =>
    halves.reduce((sum, m) => sum + pick(m), 0) / Math.max(1, halves.length);
  return {
    rps: mean((m) => m.rps),
    p50: Math.round(mean((m) => m.p50)),
    p99: Math.round(mean((m) => m.p99)),
    non2xx: halves.reduce((sum, m) => sum + m.non2xx, 0),
    errors: halves.reduce((sum, m) => sum + m.errors, 0),
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
  let lighthouse: LighthouseScores[] = [];
  try {
    // Warm each isolate and its D1 connection before measuring.
    for (const { port, seed } of servers) {
      for (const endpoint of ENDPOINTS.filter((e) => e.request(0, seed).method === 'GET')) {
        await measure(port, endpoint, seed, 1, { n: 0 });
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
        // Each size is measured twice in A-B-B-A order and the halves are merged, so a load
        // change on this shared machine during the cell falls on both sizes alike.
        const order = [...servers, ...[...servers].reverse()];
        const halves = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
        for (const { size, port, seed } of order) {
          const half = await measure(
            port,
            endpoint,
            seed,
            connections,
            offsetFor(size.label, endpoint),
          );
          halves.set(size.label, [...(halves.get(size.label) ?? []), half]);
        }
        const merged = servers.map(({ size }) => ({
          size: size.label,
          endpoint: endpoint.name,
          connections,
          ...mergeHalves(halves.get(size.label) ?? []),
        }));
        cells.push(...merged);
        const summary = merged
          .map((c) => `${c.size} ${c.rps.toFixed(0)} req/s p99 ${c.p99} ms`)
          .join(', ');
        progress.step(
          cells.length / servers.length,
          `${endpoint.name} c=${connections}: ${summary}`,
        );
      }
    }
    progress.finish();
    const small = servers[0];
    if (small)
      lighthouse = await runLighthouse(`http://localhost:${small.port}`, ['/', '/thoughts']);
  } finally {
    for (const { server } of servers) await stopServer(server);
  }

  const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`;
  const date = new Date().toISOString().slice(0, 10);
  const large = SIZES.at(-1)?.label ?? '';
  const chartFile = `${date}-cost.svg`;
  mkdirSync('docs/benchmarks', { recursive: true });
  writeFileSync(join('docs/benchmarks', chartFile), renderCostChart(cells, large, [10, 50]));
  const routeSizes = firstLoadSizes();
  const report = renderReport({
    date,
    commit,
    machine,
    seconds: SECONDS_PER_CELL,
    sizes: SIZES,
    cells,
    firstLoad,
    routeSizes,
    chartFile,
    lighthouse,
    runSeconds: (Date.now() - began) / 1000,
  });
  const path = `docs/benchmarks/${date}-report.md`;
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
