import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingScreen } from './components/loading-screen';
import { Toaster } from './components/toaster';
import { SignInProvider } from './features/auth/sign-in-provider';
import { I18nProvider } from './i18n/react';
import { UserProvider } from './lib/user-context';

/** Everything every screen relies on; the router (or a test's memory router) goes inside. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={client}>
        <UserProvider fallback={<LoadingScreen />}>
          <SignInProvider>{children}</SignInProvider>
        </UserProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
