import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type SignInState = { isOpen: boolean; openSignIn: () => void; closeSignIn: () => void };

const SignInContext = createContext<SignInState | null>(null);

/** Owns whether the full-screen sign-in overlay is open. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openSignIn = useCallback(() => setOpen(true), []);
  const closeSignIn = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({ isOpen, openSignIn, closeSignIn }),
    [isOpen, openSignIn, closeSignIn],
  );
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

export function useSignIn(): SignInState {
  const value = useContext(SignInContext);
  if (!value) throw new Error('useSignIn must be used within a SignInProvider');
  return value;
}
