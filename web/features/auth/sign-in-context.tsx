import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

type SignInState = {
  isOpen: boolean;
  openSignIn: () => void;
  closeSignIn: () => void;
  /** Disconnects the wallet if the wallet layer was ever loaded; a no-op otherwise. */
  disconnectWallet: () => Promise<void>;
};

const SignInContext = createContext<SignInState | null>(null);

// The overlay brings the whole wallet layer (wallet-adapter, web3.js, the modal): it is fetched
// on the first tap that opens it, never on first paint.
const SignInOverlay = lazy(async () => ({
  default: (await import('./components/sign-in-overlay')).SignInOverlay,
}));

function LoadingOverlay() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50 text-slate-600"
    >
      Loading...
    </div>
  );
}

/** Owns whether the full-screen sign-in overlay is open, and mounts it once first needed. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Once loaded the wallet layer stays mounted, so the wallet connection survives a close.
  const [wasOpened, setWasOpened] = useState(false);
  const walletDisconnect = useRef<(() => Promise<void>) | null>(null);

  const openSignIn = useCallback(() => {
    setWasOpened(true);
    setOpen(true);
  }, []);
  const closeSignIn = useCallback(() => setOpen(false), []);
  const registerWalletDisconnect = useCallback((disconnect: (() => Promise<void>) | null) => {
    walletDisconnect.current = disconnect;
  }, []);
  const disconnectWallet = useCallback(async () => {
    await walletDisconnect.current?.();
  }, []);

  const value = useMemo(
    () => ({ isOpen, openSignIn, closeSignIn, disconnectWallet }),
    [isOpen, openSignIn, closeSignIn, disconnectWallet],
  );
  return (
    <SignInContext.Provider value={value}>
      {children}
      {wasOpened && (
        <Suspense fallback={isOpen ? <LoadingOverlay /> : null}>
          <SignInOverlay
            open={isOpen}
            onClose={closeSignIn}
            registerWalletDisconnect={registerWalletDisconnect}
          />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}

export function useSignIn(): SignInState {
  const value = useContext(SignInContext);
  if (!value) throw new Error('useSignIn must be used within a SignInProvider');
  return value;
}
