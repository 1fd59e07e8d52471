// A Vite plugin for the SPA's message catalogs (web/i18n/messages/<language>/<namespace>.json):
// each language's file is served already compiled by Lingui's message compiler, with any
// message it lacks taken from English (a missing translation shows English, never an id). The
// browser then needs neither an ICU parser nor the English catalog (docs/decisions/021).
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]web[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

function readCatalog(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** A catalog with English filling its gaps, each message compiled (still JSON, for Vite). */
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

export function i18nCatalogs(): Plugin {
  return {
    name: 'echo-i18n-catalogs',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(join(dirname(dirname(file)), 'en', basename(file)));
      return compiledCatalog(file);
    },
  };
}
