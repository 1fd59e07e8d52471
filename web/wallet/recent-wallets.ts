// The wallets this browser connected before, most recent first (local storage key
// `unified-wallet-previously-connected`), so the modal can lead with them.

export const RECENT_WALLETS_KEY = 'unified-wallet-previously-connected';
const MAX_RECENT = 10;

export function readRecentWallets(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_WALLETS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Moves `name` to the front, keeping at most ten names; returns the new list. */
export function rememberWallet(name: string, storage: Storage = localStorage): string[] {
  const next = [name, ...readRecentWallets(storage).filter((other) => other !== name)].slice(
    0,
    MAX_RECENT,
  );
  try {
    storage.setItem(RECENT_WALLETS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the list is a convenience, not state we need.
  }
  return next;
}
