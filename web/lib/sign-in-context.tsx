// What any screen may ask of sign-in: open the overlay, sign out. The provider that fulfils it
// (and lazily loads the wallet layer) lives in features/auth; app.tsx composes the two.
import { createContext, useContext } from 'react';

export type SignInControls = {
  isOpen: boolean;
  openSignIn: () => void;
  closeSignIn: () => void;
  /** Ends the server session, clears the user and disconnects the wallet if one was loaded. */
  signOut: () => void;
  isSigningOut: boolean;
};

export const SignInContext = createContext<SignInControls | null>(null);

export function useSignIn(): SignInControls {
  const value = useContext(SignInContext);
  if (!value) throw new Error('useSignIn must be used within a SignInProvider');
  return value;
}
