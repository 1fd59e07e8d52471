import { useLanguage, useT } from '../i18n/react';
import { useSuspendedUntil } from '../lib/use-suspended-until';
import { HelpBox } from './help/help-box';

/**
 * Tells a suspended user, before they try, that posting, commenting, voting and reporting are
 * paused and until when; reading stays open. Being shut out can hurt: the crisis lines of their
 * country are right there with it.
 */
export function SuspensionBanner() {
  const t = useT();
  const { locale } = useLanguage();
  const until = useSuspendedUntil();
  if (!until) return null;
  return (
    <div className="mb-6 space-y-3">
      <div
        role="status"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
      >
        <p className="font-semibold">
          {t('common.suspended.title', { until: until.toLocaleString(locale) })}
        </p>
        <p className="mt-1 text-sm">{t('common.suspended.body')}</p>
      </div>
      <HelpBox />
    </div>
  );
}
