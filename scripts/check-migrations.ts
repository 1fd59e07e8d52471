// `npm run lint`: schema/tables.ts and the migrations must agree, so that `npm run db:generate`
// is the one way to change the schema. drizzle-kit generates into a scratch copy of the
// migrations folder; any new file means tables.ts changed without a migration (or a migration was
// written by hand without its snapshot).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';

// Relative: drizzle-kit reads `--out` relative to the working directory.
const scratch = 'node_modules/.cache/echo-migrations-check';
rmSync(scratch, { recursive: true, force: true });
try {
  cpSync('schema/migrations', scratch, { recursive: true });
  const before = new Set(readdirSync(scratch, { recursive: true }).map(String));
  const run = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=sqlite',
      '--schema=./schema/tables.ts',
      `--out=${scratch}`,
      '--prefix=index',
    ],
    { encoding: 'utf8' },
  );
  const added = readdirSync(scratch, { recursive: true })
    .map(String)
    .filter((file) => !before.has(file));
  // drizzle-kit exits 0 even when it fails: only its own "nothing to migrate" line is a pass.
  if (added.length === 0 && !run.stdout.includes('No schema changes')) {
    console.error('drizzle-kit generate failed:', run.stdout, run.stderr);
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      `schema/tables.ts and schema/migrations disagree: drizzle-kit would generate ${added.join(', ')}.\n` +
        'Run `npm run db:generate -- --name <what changed>` and commit the migration.',
    );
    process.exit(1);
  }
  console.log('Migrations agree with schema/tables.ts (drizzle-kit generates nothing).');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
