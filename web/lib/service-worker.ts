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
 * Tells the worker the app's language now and at every switch (it reads IndexedDB, never
 * localStorage), then registers it: the language is known before the worker precaches messages.
 * The app's i18n comes as an argument: importing it here would split the first load's chunks.
 */
export async function startServiceWorker(i18n: Pick<I18n, 'locale' | 'on'>): Promise<void> {
  // The page may load before its language is active: the worker must not install for English
  // (its messages and its first lines kept for offline) when the person reads Japanese.
  if (!i18n.locale) {
    await new Promise<void>((resolve) => {
      const stop = i18n.on('change', () => {
        stop();
        resolve();
      });
    });
  }
  const remember = () => saveDeviceLanguage(i18n.locale || 'en').catch(() => undefined);
  await remember();
  i18n.on('change', () => void remember());
  await appServiceWorker();
}
