// `npm run dev` only (imported behind `import.meta.env.DEV`): a wallet-standard wallet backed by
// a local ed25519 keypair, so anyone can try sign-in without installing an extension. The key
// lives in localStorage, so the same browser signs in as the same user. A build test proves the
// production bundle never contains it.
import bs58 from 'bs58';

export const DEV_WALLET_NAME = 'Echo Dev Wallet';
const KEY_STORAGE = 'echo-dev-wallet-pkcs8';
const CHAINS = ['solana:mainnet', 'solana:devnet'] as const;
const FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const;
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><text x="16" y="21" font-size="13" text-anchor="middle" fill="#fff" font-family="sans-serif">DEV</text></svg>',
  );

type Account = {
  address: string;
  publicKey: Uint8Array;
  chains: readonly string[];
  features: readonly string[];
  label: string;
};

async function loadOrCreateKey(): Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> {
  const saved = localStorage.getItem(KEY_STORAGE);
  let privateKey: CryptoKey;
  if (saved) {
    const pkcs8 = Uint8Array.from(atob(saved), (char) => char.charCodeAt(0));
    privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  } else {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    privateKey = pair.privateKey;
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey));
    localStorage.setItem(KEY_STORAGE, btoa(String.fromCharCode(...pkcs8)));
  }
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const x = (jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const publicKey = Uint8Array.from(atob(x), (char) => char.charCodeAt(0));
  return { privateKey, publicKey };
}

export function registerDevWallet() {
  const keys = loadOrCreateKey();
  let accounts: Account[] = [];
  const listeners = new Set<(properties: { accounts: Account[] }) => void>();
  const setAccounts = (next: Account[]) => {
    accounts = next;
    for (const listener of listeners) listener({ accounts });
  };

  const wallet = {
    version: '1.0.0' as const,
    name: DEV_WALLET_NAME,
    icon: ICON,
    chains: CHAINS,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          const { publicKey } = await keys;
          if (!accounts.length) {
            const address = bs58.encode(publicKey);
            setAccounts([{ address, publicKey, chains: CHAINS, features: FEATURES, label: 'Dev' }]);
          }
          return { accounts };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: { accounts: Account[] }) => void) => {
          if (event !== 'change') return () => undefined;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          const { privateKey } = await keys;
          return Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: new Uint8Array(
                await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, new Uint8Array(message)),
              ),
            })),
          );
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async () => {
          throw new Error(`${DEV_WALLET_NAME} does not sign transactions`);
        },
      },
    },
  };

  // The wallet-standard registration handshake, both orders (app first or wallet first).
  const callback = ({ register }: { register: (w: unknown) => void }) => register(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register: (w: unknown) => void }>).detail),
  );
}
