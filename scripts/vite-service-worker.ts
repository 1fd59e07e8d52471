// A Vite plugin that builds the service worker (web/sw/sw.ts) into the SPA's build as /sw.js, the
// site root being its scope (docs/decisions/024). The worker needs to know things only the build
// knows: the hashed files of the app shell and of the /help screen, each language's messages and
// the reply notification's words; they are written into it as one constant, ECHO_SW_BUILD.
// The worker is bundled on its own, as one classic script: it shares no chunk with the SPA.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { build, type Plugin, type Rolldown } from 'vite';
import { APP_LANGUAGES } from '../schema/constants.ts';
import type { ReplyTexts, ServiceWorkerBuild } from '../web/sw/build-info.ts';

const ENTRY = 'web/sw/sw.ts';
const VERSION_PLACEHOLDER = '__ECHO_SW_VERSION__';

/**
 * What the shell loads besides the entry's own chunks, so that /help (and Home) draw offline:
 * the /help screen, the help box's lines, Home below the headline, the toaster every page loads
 * after its first paint, and the 404 page. The other screens stay out: they need the API.
 */
const OFFLINE_MODULES = [
  /\/web\/routes\/help\.tsx$/,
  /\/web\/routes\/not-found\.tsx$/,
  /\/web\/components\/help\/help-box-content\.tsx$/,
  /\/web\/routes\/home-details\.tsx$/,
  /\/node_modules\/sonner\//,
];

/** A compiled catalog the i18n plugin emitted: i18n/<version>/<language>/<namespace>.json. */
const CATALOG = /^i18n\/[^/]+\/([a-z]{2})\/([a-z-]+)\.json$/;
/** The namespaces the shell, the /help screen and Home below its headline need. */
const OFFLINE_NAMESPACES = new Set(['common', 'help', 'home']);

type Chunk = Rolldown.OutputChunk;

function precacheLists(
  bundle: Rolldown.OutputBundle,
): Pick<ServiceWorkerBuild, 'shell' | 'catalogs'> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const addWithStaticImports = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) addWithStaticImports(next);
    }
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`sw.js: expected one entry chunk, found ${entries.length}`);
  for (const chunk of entries) addWithStaticImports(chunk);
  for (const pattern of OFFLINE_MODULES) {
    const chunk = chunks.find((candidate) => pattern.test(candidate.facadeModuleId ?? ''));
    if (!chunk) throw new Error(`sw.js: no chunk for ${pattern}: did the module move?`);
    addWithStaticImports(chunk);
  }

  // The i18n plugin (listed before this one) has emitted the catalogs by now.
  const catalogs: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    const [, language, namespace] = CATALOG.exec(output.fileName) ?? [];
    if (language && namespace && OFFLINE_NAMESPACES.has(namespace)) {
      (catalogs[language] ??= []).push(`/${output.fileName}`);
    }
  }
  return { shell: ['/', '/favicon.svg', ...[...files].map((file) => `/${file}`)], catalogs };
}

/**
 * One message of a language's `me` catalog as plain text, English where the language lacks it
 * (as the SPA shows it). The notification's words have no placeholders: the worker formats nothing.
 */
function plainMessage(language: string, id: string): string {
  const read = (lang: string) =>
    (
      JSON.parse(readFileSync(`web/i18n/messages/${lang}/me.json`, 'utf8')) as Record<
        string,
        string
      >
    )[id];
  const message = read(language) ?? read('en');
  if (message === undefined) throw new Error(`sw.js: no message ${id} in English`);
  const compiled = compileMessageOrThrow(message);
  const parts = typeof compiled === 'string' ? [compiled] : compiled;
  if (!parts.every((part) => typeof part === 'string')) {
    throw new Error(`sw.js: ${language} ${id} must be plain text`);
  }
  return parts.join('');
}

function replyTexts(): Record<string, ReplyTexts> {
  return Object.fromEntries(
    APP_LANGUAGES.map((language) => [
      language,
      {
        title: plainMessage(language, 'me.push.title'),
        body: plainMessage(language, 'me.push.body'),
      },
    ]),
  );
}

async function bundleServiceWorker(info: ServiceWorkerBuild): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { ECHO_SW_BUILD: JSON.stringify(info) },
    build: {
      write: false,
      // Nothing is written, and nothing of the SPA's build may be touched.
      outDir: 'dist/sw',
      emptyOutDir: false,
      minify: true,
      rollupOptions: { input: ENTRY, output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error('sw.js: the service worker build produced no code');
}

export function serviceWorker(): Plugin {
  return {
    name: 'echo-service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const code = await bundleServiceWorker({
        version: VERSION_PLACEHOLDER,
        ...precacheLists(bundle),
        reply: replyTexts(),
      });
      // Named after everything it holds (file names carry their content's hash), so any change to
      // the app or to the worker gives new caches and the old ones are deleted on activation.
      const version = createHash('sha256').update(code).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: code.replaceAll(VERSION_PLACEHOLDER, version),
      });
    },
  };
}
