import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../i18n/react';
import { useUser } from '../lib/user-context';
import { NavBar } from './nav-bar';

// Few people are ever suspended: the banner (and the help box in it) stays out of the first load.
const SuspensionBanner = lazy(async () => ({
  default: (await import('./suspension-banner')).SuspensionBanner,
}));

/**
 * Focus moves to the screen when another one opens, so a screen reader reads it and the next Tab
 * goes into it, not on through the navigation (docs/decisions/090). Not on the first load: the
 * browser starts at the top, where the skip link is.
 */
function useFocusOnNewScreen() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

export function AppShell() {
  const t = useT();
  const { user } = useUser();
  const main = useFocusOnNewScreen();
  return (
    <>
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('common.nav.skip')}
      </a>
      <NavBar />
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pt-32 pb-16 outline-none xl:pt-24"
      >
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
