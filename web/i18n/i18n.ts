// The SPA's one translation runtime (Lingui, docs/decisions/021). Messages live in
// web/i18n/messages/<language>/<namespace>.json: `common` is what every screen needs (shell, Home,
// the crisis box, errors), each lazy screen has its own, and only the active language's files for
// the namespaces in use are ever downloaded.
import { setupI18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Language } from './languages';

export type Namespace =
  'common' | 'home' | 'errors' | 'help' | 'thoughts' | 'rewards' | 'me' | 'moderation' | 'auth';

// Where the compiled catalogs are served, `/i18n/<version>` (scripts/vite-i18n-catalogs.ts):
// `<base>/<language>/<namespace>.json`, one request for each language and namespace in use.
declare const __ECHO_CATALOGS__: string;

async function fetchCatalog(key: string): Promise<Messages> {
  const response = await fetch(`${__ECHO_CATALOGS__}/${key}.json`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`No messages for ${key} (${response.status})`);
  return (await response.json()) as Messages;
}

export const i18n = setupI18n();

// The namespaces some screen asked for: a language switch loads them all in the new language.
const inUse = new Set<Namespace>(['common']);
const loaded = new Set<string>();

async function loadCatalog(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return;
  i18n.load(language, await fetchCatalog(key));
  loaded.add(key);
}

// The language last asked for, active or on its way: the first screen's messages are asked for
// while the shell's still load (main.tsx starts both at once), and must come in that language.
let wanted: Language = 'en';

/** Loads a screen's messages in the app's language (and in any language switched to later). */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  inUse.add(namespace);
  await loadCatalog(wanted, namespace);
}

/**
 * Makes `language` the app's language: loads its messages for every namespace in use, then
 * switches, so nothing ever renders a half-loaded language; `<html lang>` follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  await Promise.all([...inUse].map((namespace) => loadCatalog(language, namespace)));
  i18n.activate(language, [INTL_LOCALE[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
