// The lazily loaded wallet layer: wallet-adapter with wallet-standard discovery, our modal, and
// the wallet bookkeeping (selection, recent wallets, autoconnect). Nothing here is imported by the first-paint bundle.
import {
  WalletAccountError,
  WalletConnectionError,
  WalletNotReadyError,
  WalletPublicKeyError,
  WalletTimeoutError,
  WalletWindowBlockedError,
  WalletWindowClosedError,
  type Adapter,
  type WalletError,
} from '@solana/wallet-adapter-base';
import { WalletProvider, useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useT } from '../i18n/react';
import { MobileErrorDialog } from './mobile-error-dialog';
import { rememberWallet } from './recent-wallets';
import { isTheme, type Theme } from './themes';
import { WalletModal } from './wallet-modal';
import {
  WalletModalContext,
  type WalletModalState,
  type MobileWalletError,
} from './wallet-modal-context';

// Vitest runs with DEV too; its jsdom would be torn down under the key generation.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  // A local keypair wallet for `npm run dev` only; the build drops this branch entirely. Awaited
  // at module evaluation, so it is in the wallet-standard registry before WalletProvider first
  // renders: wallet-adapter reads the registry then and subscribes only in a later effect, so a
  // wallet registered in between would never reach the modal.
  const { registerDevWallet } = await import('./dev-wallet');
  registerDevWallet();
}

const THEME_KEY = 'echo-wallet-theme';
// wallet-adapter passes no wallets of its own: wallet-standard wallets register themselves and
// WalletProvider adds the mobile wallet adapter on Android browsers.
const NO_EXTRA_WALLETS: Adapter[] = [];

function stored<T>(key: string, guard: (value: unknown) => value is T, fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

function persist(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A preference, nothing more.
  }
}

/** The mobile wallet adapter's error code, wherever wallet-adapter wrapped it. */
function mobileErrorCode(error: WalletError): MobileWalletError | null {
  const inner = (error as { error?: unknown }).error;
  for (const candidate of [inner, error]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && code.startsWith('ERROR_')) return code;
  }
  return null;
}

/** What a wallet throws when connecting fails: refused, timed out, its window closed or blocked. */
const CONNECT_ERRORS = [
  WalletConnectionError,
  WalletAccountError,
  WalletPublicKeyError,
  WalletTimeoutError,
  WalletWindowBlockedError,
  WalletWindowClosedError,
];

function RecentWalletTracker() {
  const { wallet, connected } = useWallet();
  const name = wallet?.adapter.name;
  useEffect(() => {
    if (connected && name) rememberWallet(name);
  }, [connected, name]);
  return null;
}

export function WalletLayer({ children }: { children: ReactNode }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [theme, setThemeState] = useState<Theme>(() => stored(THEME_KEY, isTheme, 'light'));
  const [mobileError, setMobileError] = useState<WalletModalState['mobileError']>(null);
  const [connectFailed, setConnectFailed] = useState(false);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    persist(THEME_KEY, next);
  }, []);

  const onError = useCallback(
    (error: WalletError, adapter?: Adapter) => {
      const code = mobileErrorCode(error);
      // The mobile wallet adapter that WalletProvider creates on Android already shows its own
      // dialog with the wallet-not-found text before rethrowing: don't show a second one.
      if (code === 'ERROR_WALLET_NOT_FOUND') return;
      if (code) {
        setMobileError({ code, message: error.message });
        return;
      }
      if (error instanceof WalletNotReadyError && adapter) {
        window.open(adapter.url, '_blank', 'noopener,noreferrer');
        toast.error(t('auth.wallet.walletNotInstalled', { wallet: adapter.name }));
        return;
      }
      console.error(error, adapter);
      // The sign-in overlay says so and keeps focus where it was (docs/decisions/094); signing
      // errors reach the auth flow, which tells the user itself.
      if (CONNECT_ERRORS.some((kind) => error instanceof kind)) setConnectFailed(true);
    },
    [t],
  );

  const modal = useMemo<WalletModalState>(
    () => ({
      visible,
      setVisible,
      theme,
      setTheme,
      mobileError,
      setMobileError,
      connectFailed,
      setConnectFailed,
    }),
    [visible, theme, setTheme, mobileError, connectFailed],
  );

  return (
    <WalletProvider wallets={NO_EXTRA_WALLETS} autoConnect onError={onError}>
      <WalletModalContext.Provider value={modal}>
        <RecentWalletTracker />
        {children}
        <WalletModal />
        <MobileErrorDialog />
      </WalletModalContext.Provider>
    </WalletProvider>
  );
}
