// Turns the benchmark cells into the markdown report: per endpoint and size, req/s, p50 and
// p99, the cost relative to the health baseline measured next to it (same server, same
// connection count, seconds apart), and the cost of the large size relative to the small one
// (should stay near 1).
import type { RouteSize } from './first-load.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { LiveMeasurement } from './live-cell.ts';
import type { BenchSize } from './seed.ts';

export type Measurement = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

export type Cell = Measurement & {
  size: string;
  endpoint: string;
  connections: number;
  /** The health baseline measured on the same server, interleaved with this cell's runs. */
  base: Measurement;
};

type ReportInput = {
  date: string;
  commit: string;
  machine: string;
  seconds: number;
  baselineSeconds: number;
  sizes: BenchSize[];
  cells: Cell[];
  /** The live cell, when it ran. */
  live: LiveMeasurement[];
  firstLoad: string;
  routeSizes: RouteSize[];
  /** The cost chart's file name, next to the report (null when no endpoint was measured). */
  chartFile: string | null;
  lighthouse: LighthouseScores[];
  runSeconds: number;
};

export const BASELINE = 'health (baseline)';

/** Cost of a cell = time per request at that concurrency = 1 / throughput. */
const cost = (run: Measurement) => (run.rps > 0 ? 1 / run.rps : Infinity);

/** The cell's cost relative to its own paired baseline ("× base"). */
export function timesBase(cell: Cell): number {
  return cost(cell) / cost(cell.base);
}

/** Runs of equal duration merged: mean throughput and latencies, summed failures. */
export function mergeRuns(runs: Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) =>
    runs.reduce((sum, m) => sum + pick(m), 0) / Math.max(1, runs.length);
  return {
    rps: mean((m) => m.rps),
    p50: Math.round(mean((m) => m.p50)),
    p99: Math.round(mean((m) => m.p99)),
    non2xx: runs.reduce((sum, m) => sum + m.non2xx, 0),
    errors: runs.reduce((sum, m) => sum + m.errors, 0),
  };
}

/** The baseline's own rows: every paired health run at one size and connection count, merged. */
export function baselineCells(cells: Cell[]): Cell[] {
  const groups = new Map<string, Cell[]>();
  for (const cell of cells) {
    const key = `${cell.size}|${cell.connections}`;
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  return [...groups.values()].map((group) => {
    const merged = mergeRuns(group.map((cell) => cell.base));
    const { size, connections } = group[0] as Cell;
    return { size, connections, endpoint: BASELINE, ...merged, base: merged };
  });
}
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '∞');

export function largeToSmallRatios(cells: Cell[], small: string, large: string) {
  const find = (size: string, endpoint: string, connections: number) =>
    cells.find((c) => c.size === size && c.endpoint === endpoint && c.connections === connections);
  return cells
    .filter((c) => c.size === large)
    .map((c) => {
      const smallCell = find(small, c.endpoint, c.connections);
      return {
        endpoint: c.endpoint,
        connections: c.connections,
        ratio: smallCell ? timesBase(c) / timesBase(smallCell) : Infinity,
      };
    });
}

export function renderReport(input: ReportInput): string {
  const [small, large] = input.sizes.map((s) => s.label) as [string, string];
  const scale = largeToSmallRatios(input.cells, small, large);
  const scaleOf = (endpoint: string, connections: number) =>
    scale.find((s) => s.endpoint === endpoint && s.connections === connections)?.ratio ?? Infinity;

  const lines = [
    `# Benchmark report, ${input.date}`,
    '',
    `- Commit: \`${input.commit}\``,
    `- Machine: ${input.machine}`,
    `- Sizes: ${input.sizes
      .map(
        (s) =>
          `${s.label} = ${s.thoughts.toLocaleString('en')} thoughts, ${s.users.toLocaleString('en')} users, ${s.comments.toLocaleString('en')} comments, ${s.likes.toLocaleString('en')} likes, ${s.upvotes.toLocaleString('en')} upvotes`,
      )
      .join('; ')}`,
    `- Load: autocannon from a second process against \`wrangler dev\` serving the production build, after a warm-up; each cell is two ${input.seconds} s runs per size in A-B-B-A order, merged, each run paired with a ${input.baselineSeconds} s run of \`GET /api/health\` on the same server right before it (on the way there) or after it (on the way back).`,
    `- Whole run: ${input.runSeconds.toFixed(0)} s`,
    `- ${input.firstLoad || 'First-load size: not measured'}`,
    '',
    '## First-load JS per route',
    '',
    'Gzipped JS a first visit downloads (the entry chunk and its static imports, plus the lazy route chunk and its static imports), from the Vite build manifest.',
    '',
    '| route | JS files | gzipped KB |',
    '| --- | --- | --- |',
    ...input.routeSizes.map(
      (r) => `| ${r.path} | ${r.files} | ${(r.gzippedBytes / 1024).toFixed(2)} |`,
    ),
    '',
    '## Lighthouse (mobile)',
    '',
    '| page | performance | accessibility |',
    '| --- | --- | --- |',
    ...input.lighthouse.map((s) => `| ${s.path} | ${s.performance} | ${s.accessibility} |`),
    '',
    `## Throughput and latency`,
    '',
    ...(input.chartFile
      ? [`![Cost per endpoint at ${large}, × base](${input.chartFile})`, '']
      : []),
    `Cost = 1 / (req/s). "× base" is the cost relative to the paired \`GET /api/health\` runs (same server and connections, seconds apart); the baseline's rows merge all of its runs; "${large}/${small}" is the × base at ${large} relative to the × base at ${small} (1.00 = no growth with the table; each size's own baseline takes out what the machine did between the runs).`,
    '',
    `| endpoint | c | ${small} req/s | ${small} p50/p99 ms | ${small} × base | ${large} req/s | ${large} p50/p99 ms | ${large} × base | ${large}/${small} | non-2xx |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const endpoints = [...new Set(input.cells.map((c) => c.endpoint))];
  const connectionCounts = [...new Set(input.cells.map((c) => c.connections))];
  for (const endpoint of endpoints) {
    for (const connections of connectionCounts) {
      const at = (size: string) =>
        input.cells.find(
          (c) => c.size === size && c.endpoint === endpoint && c.connections === connections,
        );
      const s = at(small);
      const l = at(large);
      if (!s || !l) continue;
      const sb = timesBase(s);
      const lb = timesBase(l);
      lines.push(
        `| ${endpoint} | ${connections} | ${s.rps.toFixed(0)} | ${s.p50}/${s.p99} | ${ratio(sb)} | ${l.rps.toFixed(0)} | ${l.p50}/${l.p99} | ${ratio(lb)} | ${ratio(scaleOf(endpoint, connections))} | ${s.non2xx + s.errors}/${l.non2xx + l.errors} |`,
      );
    }
  }
  const worst = scale.reduce((max, s) => (s.ratio > max.ratio ? s : max), {
    endpoint: '-',
    connections: 0,
    ratio: 0,
  });
  lines.push(
    '',
    `Largest ${large}/${small} cost ratio: ${ratio(worst.ratio)} (${worst.endpoint}, c=${worst.connections}).`,
    '',
    ...renderLive(input.live),
  );
  return lines.join('\n');
}

const ms = (value: number) => value.toFixed(1);

/** The live cell: delivery of a new comment to every open socket on one thread. */
function renderLive(live: LiveMeasurement[]): string[] {
  if (live.length === 0) return [];
  return [
    '## Live comment delivery',
    '',
    `N readers hold a WebSocket to the busy thread (\`GET /api/thoughts/:id/live\`; Node's WebSocket client, in a worker thread of the load process so that reading their frames and waiting for the answer do not delay each other); a signed-in user posts a comment, and the next one once every reader has it: ${live[0]?.runs ?? 0} timed comments per row, after two warm-up ones. "Last reader − answer": from the POST's answer to the last reader's \`comment.created\`, negative when every reader had it before the answer came (the room sends right after the commit, while the answer is still on its way). "Answer" and "last reader" count from sending the POST. Nearest-rank percentiles, in ms.`,
    '',
    '| size | readers | comments | last reader − answer, median | last reader − answer, p99 | answer, median/p99 | last reader, median/p99 | missed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...live.map(
      (m) =>
        `| ${m.size} | ${m.readers} | ${m.runs} | ${ms(m.afterAnswer.p50)} | ${ms(m.afterAnswer.p99)} | ${ms(m.answer.p50)}/${ms(m.answer.p99)} | ${ms(m.fromRequest.p50)}/${ms(m.fromRequest.p99)} | ${m.missed} |`,
    ),
    '',
  ];
}
