// `node scripts/run-together.ts typecheck lint`: runs npm scripts at the same time and fails if
// any fails. The gate's static checks are single-threaded each (tsc, then eslint, prettier and
// knip), so on two cores side by side they take the time of the longer one. Each script's output
// is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);

function run(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name}\n${Buffer.concat(output).toString()}`);
      if (code !== 0) process.stdout.write(`npm run ${name} failed (exit ${code})\n`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(names.map(run));
process.exitCode = passed.every(Boolean) ? 0 : 1;
