import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../schema/api';
import { loadNamespace } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { componentOnceLoaded } from '../../lib/component-once-loaded';
import { SignInContext } from '../../lib/sign-in-context';
import { useLogout } from './api/logout';
import { refreshUserAfterSignIn } from './lib/refresh-user';

/** How long the overlay shows its welcome before the app takes over. */
export const SUCCESS_HANDOFF_MS = 1500;

// The overlay brings the whole wallet layer (wallet-adapter, web3.js, the modal): it is fetched
// on the first tap that opens it, never on first paint, and shown as soon as it is in
// (docs/decisions/100). Until then, while open, a loading overlay stands in.
const SignInOverlay = componentOnceLoaded(
  async () => {
    const [overlay] = await Promise.all([
      import('./components/sign-in-overlay'),
      loadNamespace('auth'),
      // A refused sign-in is described in the person's language (describeError).
      loadNamespace('errors'),
    ]);
    return overlay.SignInOverlay;
  },
  ({ open }) => (open ? <LoadingOverlay /> : null),
);

// Shown while the `auth` messages are still on their way: its text comes from `common`.
function LoadingOverlay() {
  const t = useT();
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50 text-slate-600"
    >
      {t('common.loading')}
    </div>
  );
}

/**
 * Owns whether the full-screen sign-in overlay is open, mounts it once first needed, and hands
 * a signed-in user to the app 1.5 s after verify. That timer lives here, not in the overlay, so
 * closing the overlay early cannot lose the user; it is cleared only if the app unmounts.
 */
export function SignInProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  // Once loaded the wallet layer stays mounted, so the wallet connection survives a close.
  const [wasOpened, setWasOpened] = useState(false);
  const walletDisconnect = useRef<(() => Promise<void>) | null>(null);
  const handoffTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(handoffTimer.current), []);

  const openSignIn = useCallback(() => {
    setWasOpened(true);
    setOpen(true);
  }, []);
  const closeSignIn = useCallback(() => setOpen(false), []);
  const registerWalletDisconnect = useCallback((disconnect: (() => Promise<void>) | null) => {
    walletDisconnect.current = disconnect;
  }, []);
  const onAuthenticated = useCallback(
    (user: User) => {
      clearTimeout(handoffTimer.current);
      handoffTimer.current = setTimeout(() => {
        refreshUserAfterSignIn(queryClient, user);
        setOpen(false);
      }, SUCCESS_HANDOFF_MS);
    },
    [queryClient],
  );

  const { logout, isSigningOut } = useLogout();
  const signOut = useCallback(() => {
    void logout();
    walletDisconnect
      .current?.()
      ?.catch((error: unknown) => console.error('Wallet disconnect failed', error));
  }, [logout]);

  const value = useMemo(
    () => ({ isOpen, openSignIn, closeSignIn, signOut, isSigningOut }),
    [isOpen, openSignIn, closeSignIn, signOut, isSigningOut],
  );
  return (
    <SignInContext.Provider value={value}>
      {children}
      {wasOpened && (
        <SignInOverlay
          open={isOpen}
          onClose={closeSignIn}
          onAuthenticated={onAuthenticated}
          registerWalletDisconnect={registerWalletDisconnect}
        />
      )}
    </SignInContext.Provider>
  );
}
