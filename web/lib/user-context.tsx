import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { User } from '../../schema/api';
import { useDailyLogin } from './daily-login';
import { useUserQuery } from './user-query';

export type UserState = {
  user: User | null;
  isAuthenticated: boolean;
  hasValidPresentationName: boolean;
  walletAddress: string | null;
};

const UserContext = createContext<UserState | null>(null);

/** Holds the server's view of who is signed in; the whole app waits for its first answer. */
export function UserProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const query = useUserQuery();
  const user = query.data ?? null;
  // Every auth change that leaves a user signed in claims the daily-login point.
  useDailyLogin(user?.userId ?? null);
  const value = useMemo<UserState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      hasValidPresentationName: Boolean(user?.presentationName.trim()),
      walletAddress: user?.walletAddress ?? null,
    }),
    [user],
  );
  if (query.isPending) return fallback;
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserState {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser must be used within a UserProvider');
  return value;
}
