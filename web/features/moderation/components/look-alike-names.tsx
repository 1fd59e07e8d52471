import { useT } from '../../../i18n/react';
import { useLookAlikeNames } from '../api/get-look-alike-names';

/**
 * Accounts from before look-alike names were refused ("Xena" and "Хena" with a Cyrillic Х): kept
 * as they are, listed so staff can watch for someone speaking as someone else. Shown only when
 * there are any.
 */
export function LookAlikeNames() {
  const t = useT();
  const names = useLookAlikeNames();
  const groups = names.data?.groups ?? [];
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="look-alike-names" className="mb-6 rounded-xl bg-amber-50 p-4">
      <h3 id="look-alike-names" className="font-semibold text-amber-900">
        {t('moderation.lookAlikeNames.title')}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{t('moderation.lookAlikeNames.body')}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {groups.map((group) => (
          <li key={group.skeleton}>{group.names.join(' · ')}</li>
        ))}
      </ul>
    </section>
  );
}
