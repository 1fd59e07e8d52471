import { Link, useLocation } from 'react-router';
import { Trans, useT } from '../i18n/react';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundScreen() {
  const t = useT();
  useDocumentTitle(t('common.notFound.title'));
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{t('common.notFound.title')}</h1>
      <p className="mt-4 font-mono text-sm text-slate-500">
        <Trans id="common.notFound.hint" values={{ path: pathname }} components={{ 0: <code /> }} />
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('common.notFound.back')}
      </Link>
    </div>
  );
}
