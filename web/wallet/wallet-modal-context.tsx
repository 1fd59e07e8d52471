import { createContext, useContext } from 'react';
import type { Theme } from './themes';

export type MobileWalletError = 'ERROR_WALLET_NOT_FOUND' | 'ERROR_BROWSER_NOT_SUPPORTED' | string;

export type WalletModalState = {
  visible: boolean;
  setVisible: (visible: boolean) => void;
  theme: Theme;
  setTheme: (theme: Theme) => void;
  /** The mobile wallet adapter's error to explain, or null. */
  mobileError: { code: MobileWalletError; message: string } | null;
  setMobileError: (error: { code: MobileWalletError; message: string } | null) => void;
  /** The last try to connect a wallet failed (it refused, timed out, closed its window). */
  connectFailed: boolean;
  setConnectFailed: (failed: boolean) => void;
};

export const WalletModalContext = createContext<WalletModalState | null>(null);

export function useWalletModal(): WalletModalState {
  const value = useContext(WalletModalContext);
  if (!value) throw new Error('useWalletModal must be used within a WalletLayer');
  return value;
}
