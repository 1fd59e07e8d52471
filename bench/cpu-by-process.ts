// Where a command's CPU goes, by kind of process: runs the command (by default the end-to-end
// suite), reads every process's CPU time from /proc twice a second, and prints the seconds each
// kind used (Chromium by process type, workerd, Node by script). Linux only. It found the two
// hidden pages Chromium drew for every test window (docs/decisions/038).
//   npm run bench:cpu                      the end-to-end suite
//   npm run bench:cpu -- npx vitest run    any other command
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 500;
const TICKS_PER_SECOND = 100;
const command = process.argv.slice(2);
if (command.length === 0) command.push('npx', 'playwright', 'test');

/** A process's kind, from its name and command line (Chromium rewrites its own into one string). */
function kindOf(name: string, commandLine: string): string {
  if (name.startsWith('chrom') || commandLine.includes('/chromium')) {
    const type = /--type=(\S+)/.exec(commandLine)?.[1] ?? 'browser';
    const utility = /--utility-sub-type=(\S+)/.exec(commandLine)?.[1];
    return `chromium ${utility ?? type}${commandLine.includes('--top-chrome-webui') ? ' (browser UI)' : ''}`;
  }
  if (name.startsWith('node') || name === 'MainThread') {
    const script = commandLine.split(' ').find((part, i) => i > 0 && !part.startsWith('-'));
    return `node ${script?.split('/').slice(-2).join('/') ?? ''}`;
  }
  return name;
}

/** CPU ticks used so far by every live process, with its kind. */
function snapshot(): Map<number, { kind: string; ticks: number }> {
  const out = new Map<number, { kind: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      out.set(Number(entry), {
        kind: kindOf(name, commandLine),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

const byKind = new Map<string, number>();
let previous = snapshot();
const sample = () => {
  const current = snapshot();
  for (const [pid, { kind, ticks }] of current) {
    // A process born since the last sample counts from zero.
    const before = previous.get(pid)?.ticks ?? 0;
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks - before);
  }
  previous = current;
};
const started = performance.now();
const timer = setInterval(sample, SAMPLE_MS);
const child = spawn(command[0] ?? '', command.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => {
  clearInterval(timer);
  sample();
  const wall = (performance.now() - started) / 1000;
  // Processes that existed before the command and kept running are counted too (a busy
  // neighbour shows up here); those that live and die within one sample are missed.
  const rows = [...byKind].filter(([, ticks]) => ticks > 0).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ticks]) => sum + ticks, 0);
  console.log(
    `\nCPU by kind of process, s (wall ${wall.toFixed(0)} s, all CPU ${(total / TICKS_PER_SECOND).toFixed(0)} s):`,
  );
  for (const [kind, ticks] of rows.slice(0, 15)) {
    console.log(`${(ticks / TICKS_PER_SECOND).toFixed(1).padStart(8)}  ${kind}`);
  }
  process.exit(code ?? 1);
});
