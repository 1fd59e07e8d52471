import { useLanguage, useT } from '../i18n/react';
import { useSuspendedUntil } from '../lib/use-suspended-until';

/**
 * Tells a suspended user, before they try, that posting, commenting, voting and reporting are
 * paused and until when; reading stays open.
 */
export function SuspensionBanner() {
  const t = useT();
  const { locale } = useLanguage();
  const until = useSuspendedUntil();
  if (!until) return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-semibold">
        {t('common.suspended.title', { until: until.toLocaleString(locale) })}
      </p>
      <p className="mt-1 text-sm">{t('common.suspended.body')}</p>
    </div>
  );
}
