import { defineConfig } from 'drizzle-kit';

// Generates numbered SQL migrations from schema/tables.ts into wrangler's migrations_dir.
export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/tables.ts',
  out: './schema/migrations',
  migrations: { prefix: 'index' },
});
