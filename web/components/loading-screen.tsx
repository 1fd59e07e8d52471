import { useT } from '../i18n/react';

/** Full-screen spinner shown while the user state is unknown. */
export function LoadingScreen() {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-slate-50"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-brand-100 border-t-brand-600 [animation:echo-spin_0.8s_linear_infinite]"
      />
      <p className="text-slate-600">{t('common.loading')}</p>
    </div>
  );
}
