// `node scripts/run-together.ts lint typecheck test:memory`: the gate's static checks, as many at
// a time as the machine has cores, failing if any fails. Each named npm script's steps (its
// command split at ` && `) are independent checks (tsc per project, eslint, prettier, knip), so
// each step is a job of its own: run script by script, two cores sat one idle while the last
// long script ran its steps one after another. Jobs start in the order named, so name the
// scripts with the longest steps first. Each job's output is printed whole when it ends, so two
// never interleave. Run through `npm run`, which puts node_modules/.bin on the PATH.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

const jobs = process.argv.slice(2).flatMap((name) => {
  const command = scripts[name];
  if (command === undefined) throw new Error(`no npm script named ${name}`);
  return command.split(' && ');
});

function run(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      if (code !== 0) process.stdout.write(`${command} failed (exit ${code})\n`);
      resolve(code === 0);
    });
  });
}

let next = 0;
const failed: string[] = [];
async function worker() {
  while (next < jobs.length) {
    const command = jobs[next++]!;
    if (!(await run(command))) failed.push(command);
  }
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exitCode = 1;
}
