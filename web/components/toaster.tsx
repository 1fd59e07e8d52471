import { lazy, Suspense } from 'react';
import { useT } from '../i18n/react';

// sonner is not needed to paint `/`: it loads right after the first render, long before anyone
// can do something that shows a toast (the screens that toast import it themselves).
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** One toast at a time, 5 s each (docs/product.md#limits-and-timings). */
export function Toaster() {
  const t = useT();
  // Named in the person's language: sonner's own names are English ("Close toast").
  return (
    // A modal dialog (Radix) hides the rest of the page from screen readers as it opens, all but
    // the elements with aria-live it finds then. sonner's live region comes lazily and may mount
    // after a dialog opened ("Signing Failed" in the sign-in overlay), inside the hidden page:
    // this wrapper, there from the first render, keeps it heard. "off": it is no live region
    // itself, so no toast is read twice.
    <div aria-live="off">
      <Suspense fallback={null}>
        <SonnerToaster
          visibleToasts={1}
          duration={5000}
          position="top-center"
          richColors
          closeButton
          containerAriaLabel={t('common.toast.region')}
          toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
        />
      </Suspense>
    </div>
  );
}
