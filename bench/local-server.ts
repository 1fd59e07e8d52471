// A fresh local Echo for load tools: its own state folder with the real migrations applied, the
// production build served by `wrangler dev` on a port of its own, and a clean stop.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export type LocalServer = { origin: string; process: ChildProcess };

/** Empties the state folder and applies the migrations to its local D1. */
export function freshState(stateDir: string): void {
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${stateDir}`, {
    stdio: 'ignore',
  });
}

/** The SQLite file behind a miniflare storage kind, e.g. `d1/miniflare-D1DatabaseObject`. */
export function findSqliteFile(stateDir: string, kind: string): string {
  const dir = join(stateDir, 'v3', kind);
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite'));
  if (!file) throw new Error(`no SQLite file in ${dir}`);
  return join(dir, file);
}

export const d1File = (stateDir: string) =>
  findSqliteFile(stateDir, 'd1/miniflare-D1DatabaseObject');

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

export async function stopServer(server: LocalServer): Promise<void> {
  const { pid } = server.process;
  if (pid === undefined || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  // workerd flushes its SQLite files on the way out: read them only after it has gone.
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
