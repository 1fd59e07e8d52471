import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

// The gate's static checks pass only if this runner says every one of them passed: a runner that
// dropped a step or a failure would let `npm test` pass with lint failing.
const RUNNER = join(import.meta.dirname, 'run-together.ts');
const project = mkdtempSync(join(tmpdir(), 'run-together-'));
writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    scripts: {
      steps: 'echo first-step && echo second-step',
      failing: 'echo before-failing && exit 3',
      last: 'echo last-step',
    },
  }),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

function runTogether(...names: string[]) {
  const run = spawnSync(process.execPath, [RUNNER, ...names], { cwd: project, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('scripts/run-together.ts', () => {
  test('runs each step of each script named, and passes when all pass', () => {
    const { status, output } = runTogether('steps', 'last');
    expect(status).toBe(0);
    for (const step of ['first-step', 'second-step', 'last-step']) {
      expect(output).toContain(`> echo ${step}\n${step}\n`);
    }
  });

  test('fails when one step fails, still running every other step, and names the one', () => {
    const { status, output } = runTogether('failing', 'steps', 'last');
    expect(status).toBe(1);
    expect(output).toContain('exit 3 failed (exit 3)');
    expect(output).toContain('Failed: exit 3');
    for (const step of ['before-failing', 'first-step', 'second-step', 'last-step']) {
      expect(output).toContain(`${step}\n`);
    }
  });

  test('fails on a script name package.json does not have', () => {
    const { status, output } = runTogether('steps', 'no-such-script');
    expect(status).not.toBe(0);
    expect(output).toContain('no npm script named no-such-script');
  });
});
