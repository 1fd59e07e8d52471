// A fresh local Echo for load tools: its own state folder with the real migrations applied, the
// production build served by `wrangler dev` on a port of its own, and a clean stop.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

type LocalServer = { origin: string; process: ChildProcess };

/**
 * Builds the app (client, worker and the first-load budget check) and returns the build's
 * output; BENCH_SKIP_BUILD=1 re-measures the build already in dist/ (after a bench-only change).
 */
export function buildProduction(): string {
  const command = process.env.BENCH_SKIP_BUILD
    ? 'node scripts/first-load-size.ts'
    : 'npm run build --silent';
  console.log(`${command}...`);
  return execSync(command, { encoding: 'utf8' });
}

/** Empties the state folder and applies the migrations to its local D1. */
export function freshState(stateDir: string): void {
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${stateDir}`, {
    stdio: 'ignore',
  });
}

/**
 * The SQLite file behind a miniflare storage kind (e.g. `d1/miniflare-D1DatabaseObject`), or null
 * before anything was stored there. `metadata.sqlite` is the object's alarm table, not its data.
 */
export function findSqliteFile(stateDir: string, kind: string): string | null {
  const dir = join(stateDir, 'v3', kind);
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const file = names.find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  return file ? join(dir, file) : null;
}

export function d1File(stateDir: string): string {
  const file = findSqliteFile(stateDir, 'd1/miniflare-D1DatabaseObject');
  if (!file) throw new Error(`no D1 database in ${stateDir}: apply the migrations first`);
  return file;
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev for ${origin} exited early`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`wrangler dev for ${origin} did not become healthy`);
}

/** Serves dist/ over the state folder; `vars` override wrangler.toml's [vars]. */
export async function startServer(
  stateDir: string,
  port: number,
  vars: Record<string, string> = {},
): Promise<LocalServer> {
  const args = ['wrangler', 'dev', '--port', String(port), '--persist-to', stateDir];
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  args.push('--log-level', 'error');
  // Its own process group, so stopping it also stops workerd.
  const server = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const origin = `http://localhost:${port}`;
  await waitForHealth(origin, server);
  return { origin, process: server };
}

/** Whether any process of the group (npx, wrangler, workerd) is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole process group and waits until workerd has let go of the SQLite files. */
export async function stopServer(server: LocalServer): Promise<void> {
  const { pid } = server.process;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}
