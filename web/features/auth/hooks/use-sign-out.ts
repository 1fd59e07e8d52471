import { useCallback } from 'react';
import { useLogout } from '../api/logout';
import { useSignIn } from '../sign-in-context';

/** Logout: the server session goes, the user is cleared, and the wallet disconnects. */
export function useSignOut() {
  const { mutate: logout, isPending } = useLogout();
  const { disconnectWallet } = useSignIn();
  const signOut = useCallback(() => {
    logout();
    disconnectWallet().catch((error: unknown) => console.error('Wallet disconnect failed', error));
  }, [logout, disconnectWallet]);
  return { signOut, isPending };
}
