// A Vite plugin for the SPA's message catalogs (web/i18n/messages/<language>/<namespace>.json).
// Each catalog is served already compiled by Lingui's message compiler, with any message it lacks
// taken from English (a missing translation shows English, never an id), at
// `/i18n/<version>/<language>/<namespace>.json`: the browser needs neither an ICU parser nor a
// table of 90 chunk names in its first load, only the base below (docs/decisions/021). The
// version is a hash of every catalog, so a new build's messages are new URLs.
// - build: the catalogs are emitted into the client's output at those paths;
// - dev: the dev server compiles them on each request (edits show on reload);
// - tests: `compiledCatalog` and the base serve them from web/test/catalogs.ts.
// A catalog imported as a module (the node tests do) is compiled the same way.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MESSAGES_DIR = 'web/i18n/messages';
const CATALOG = /[\\/]web[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
const SERVED = /^\/i18n\/[^/]+\/([a-z]{2})\/([a-z-]+)\.json$/;

function readCatalog(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** A catalog with English filling its gaps, each message compiled, as JSON text. */
export function compiledCatalog(file: string): string {
  const english = readCatalog(join(dirname(dirname(file)), 'en', basename(file)));
  const own = readCatalog(file);
  const compiled = Object.fromEntries(
    Object.entries(english).map(([id, fallback]) => {
      try {
        return [id, compileMessageOrThrow(own[id] ?? fallback)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU`, { cause: error });
      }
    }),
  );
  return JSON.stringify(compiled);
}

/** Every catalog file, as `<language>/<namespace>.json` paths under MESSAGES_DIR. */
function catalogFiles(root: string): string[] {
  return readdirSync(join(root, MESSAGES_DIR), { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.json'))
    .sort();
}

function catalogVersion(root: string): string {
  const hash = createHash('sha256');
  for (const path of catalogFiles(root)) {
    hash.update(path).update(readFileSync(join(root, MESSAGES_DIR, path)));
  }
  return hash.digest('hex').slice(0, 12);
}

export function i18nCatalogs(): Plugin {
  let root = process.cwd();
  let base = '';
  return {
    name: 'echo-i18n-catalogs',
    enforce: 'pre',
    config(config) {
      root = config.root ?? root;
      base = `/i18n/${catalogVersion(root)}`;
      return { define: { __ECHO_CATALOGS__: JSON.stringify(base) } };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = SERVED.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const text = compiledCatalog(
            join(root, MESSAGES_DIR, match[1] ?? '', `${match[2]}.json`),
          );
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(text);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const path of catalogFiles(root)) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${path.replaceAll('\\', '/')}`,
          source: compiledCatalog(join(root, MESSAGES_DIR, path)),
        });
      }
    },
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(join(dirname(dirname(file)), 'en', basename(file)));
      return compiledCatalog(file);
    },
  };
}
