import { HelpBox } from '../components/help/help-box';
import { useT } from '../i18n/react';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * `/help`, linked from every screen: the crisis lines of the visitor's country with all of them
 * shown at once. It needs no account and asks nothing; the installed app keeps it (and the last
 * answer) for offline use (docs/decisions/023).
 */
export function HelpScreen() {
  const t = useT();
  useDocumentTitle(t('common.title.help'));
  return (
    <div className="max-w-2xl space-y-6">
      <p className="text-lg text-slate-700">{t('help.page.intro')}</p>
      <HelpBox expanded />
    </div>
  );
}
