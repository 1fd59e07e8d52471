import { lazy, Suspense } from 'react';

// sonner is not needed to paint `/`: it loads right after the first render, long before anyone
// can do something that shows a toast (the screens that toast import it themselves).
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** One toast at a time, 5 s each (docs/product.md#limits-and-timings). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={1}
        duration={5000}
        position="top-center"
        richColors
        closeButton
      />
    </Suspense>
  );
}
