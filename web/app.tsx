import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from './components/ui/tooltip';
import { LoadingScreen } from './components/loading-screen';
import { SignInProvider } from './features/auth/sign-in-provider';
import { UserProvider } from './lib/user-context';

/** Everything every screen relies on; the router (or a test's memory router) goes inside. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <UserProvider fallback={<LoadingScreen />}>
          <SignInProvider>{children}</SignInProvider>
        </UserProvider>
        {/* One toast at a time, 5 s each (docs/product.md#limits-and-timings). */}
        <Toaster visibleToasts={1} duration={5000} position="top-center" richColors closeButton />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
