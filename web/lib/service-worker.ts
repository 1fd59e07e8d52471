// The app's service worker (web/sw/sw.ts, docs/decisions/024): production builds only, never under
// `vite dev`, whose modules are not the files a worker could precache.
import type { I18n } from '@lingui/core';
import { saveDeviceLanguage } from '../sw/device-language';

/**
 * The app's service worker registration (registering /sw.js if that has not happened yet), or
 * null where there is none: a development build, a browser without service workers, or one that
 * refuses them (some private modes).
 */
export async function appServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
}

/**
 * The app's language once one is active. Loading a catalog also emits 'change', with no language
 * active yet: taken for the first switch, the worker installed for English now and then (1 run in
 * 10 of the offline test), keeping English messages and lines for a person reading Japanese.
 * @internal exported for its test
 */
export function activeLanguage(i18n: Pick<I18n, 'locale' | 'on'>): Promise<string> {
  return new Promise((resolve) => {
    if (i18n.locale) return resolve(i18n.locale);
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve(i18n.locale);
    });
  });
}

/**
 * Tells the worker the app's language now and at every switch (it reads IndexedDB, never
 * localStorage), then registers it: the language is known before the worker precaches messages.
 * The app's i18n comes as an argument: importing it here would split the first load's chunks.
 */
export async function startServiceWorker(i18n: Pick<I18n, 'locale' | 'on'>): Promise<void> {
  // The page may load before its language is active: the worker must not install for English
  // (its messages and its first lines kept for offline) when the person reads Japanese.
  await saveDeviceLanguage(await activeLanguage(i18n)).catch(() => undefined);
  i18n.on('change', () => void saveDeviceLanguage(i18n.locale || 'en').catch(() => undefined));
  await appServiceWorker();
}
