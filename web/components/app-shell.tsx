import { Outlet } from 'react-router';
import { NavBar } from './nav-bar';
import { SuspensionBanner } from './suspension-banner';

export function AppShell() {
  return (
    <>
      <NavBar />
      <main className="mx-auto max-w-6xl px-4 pt-32 pb-16 sm:pt-24">
        <SuspensionBanner />
        <Outlet />
      </main>
    </>
  );
}
