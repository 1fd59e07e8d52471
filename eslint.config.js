import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Names of the entries in a folder of this repository (read at lint time, so new ones count). */
const entries = (folder, filter) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter(filter)
    .map((entry) => entry.name);

const features = entries('./web/features', (entry) => entry.isDirectory());
const routeModules = entries(
  './worker/routes',
  (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
);

// Import boundaries, as bulletproof-react enforces them: code depends one way only, and a
// feature or a route module is never reached from a sibling. Tests may import anything.
const boundaries = [
  ...features.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to web/lib.',
  })),
  {
    target: './web/components',
    from: ['./web/features', './web/routes'],
    message: 'Shared components do not depend on features or screens.',
  },
  {
    target: './web/lib',
    from: ['./web/features', './web/components', './web/routes'],
    message: 'web/lib is the bottom layer: it imports no feature, component or screen.',
  },
  {
    target: './web/i18n',
    from: ['./web/features', './web/components', './web/routes', './web/lib', './web/wallet'],
    message: 'web/i18n is the bottom layer with web/lib: it imports no app code.',
  },
  {
    target: './web/sw',
    from: [
      './web/features',
      './web/components',
      './web/routes',
      './web/lib',
      './web/i18n',
      './web/wallet',
    ],
    message: 'The service worker is a program of its own: it imports no app code.',
  },
  {
    target: './web/wallet',
    from: ['./web/features', './web/routes'],
    message: 'The wallet layer does not depend on features or screens.',
  },
  ...routeModules.map((file) => ({
    target: `./worker/routes/${file}`,
    from: './worker/routes',
    except: [`./${file}`],
    message: 'A route module does not import another: move the shared piece to domain/ or lib/.',
  })),
  {
    target: './worker/routes',
    from: './worker/jobs',
    message: 'Routes do not import cron jobs: share the rule through domain/.',
  },
  {
    target: './worker/db',
    from: ['./worker/domain', './worker/routes', './worker/jobs', './worker/rooms'],
    message: 'db/ is queries only: it imports no domain rule, route or job.',
  },
  {
    target: './worker/domain',
    from: ['./worker/routes', './worker/jobs', './worker/rooms'],
    message: 'domain/ does not depend on HTTP routes, cron jobs or Durable Objects.',
  },
  {
    target: './worker/lib',
    from: ['./worker/routes', './worker/domain', './worker/jobs', './worker/rooms'],
    message: 'worker/lib is the bottom layer: it imports no route, domain rule, job or room.',
  },
  {
    target: './worker/routes',
    from: './worker/rooms',
    message: 'Routes reach a room through its binding (domain/live.ts), never its class.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'worker/env.d.ts', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['*.config.{ts,js}', 'scripts/**', 'bench/**', 'web/e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'worker/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'worker/test/**', 'web/test/**', 'web/e2e/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
);
