import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useUser } from '../lib/user-context';
import { NavBar } from './nav-bar';

// Few people are ever suspended: the banner (and the help box in it) stays out of the first load.
const SuspensionBanner = lazy(async () => ({
  default: (await import('./suspension-banner')).SuspensionBanner,
}));

export function AppShell() {
  const { user } = useUser();
  return (
    <>
      <NavBar />
      <main className="mx-auto max-w-6xl px-4 pt-32 pb-16 xl:pt-24">
        {user?.suspendedUntil ? (
          <Suspense fallback={null}>
            <SuspensionBanner />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
    </>
  );
}
