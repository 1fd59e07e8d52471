// The app's language on this device, for the service worker: it cannot read localStorage, so the
// SPA also keeps its language in IndexedDB (docs/decisions/024). The worker reads it to show a
// notification in that language and to precache that language's messages.

const DATABASE = 'echo-device';
const STORE = 'settings';
const KEY = 'language';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
}

async function withStore(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  const database = await openDatabase();
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const pending = request(database.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
}

/** Remembers the app's language on this device. */
export async function saveDeviceLanguage(language: string): Promise<void> {
  await withStore('readwrite', (store) => store.put(language, KEY));
}

/** The app's language on this device, or null when the app has not said (or storage refuses). */
export async function readDeviceLanguage(): Promise<string | null> {
  try {
    const value = await withStore('readonly', (store) => store.get(KEY));
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
