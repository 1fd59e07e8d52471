import { Link, Outlet } from 'react-router';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/react';

/**
 * A screen's title, drawn by the route table itself rather than by the screen's lazily loaded
 * code: on a first visit it paints as soon as the app shell does, while the screen's chunk and
 * data are still on their way (the title is the page's largest text, so this is its
 * largest-contentful-paint time; docs/decisions/017-first-paint.md).
 */
export function TitledScreen({ title }: { title: MessageId }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t(title)}</h1>
      <Outlet />
    </div>
  );
}

/** What a lazily loaded screen shows on a first visit until its code has arrived. */
export function ScreenLoading() {
  const t = useT();
  return (
    <p role="status" className="text-slate-600">
      {t('common.loading')}
    </p>
  );
}

/**
 * What shows in a screen's place when its code or messages did not arrive: offline on a screen
 * never opened before, or a page still running the previous deploy asking for a file that is
 * gone. The router's own error page showed "Unexpected Application Error!" with a stack trace
 * (docs/decisions/087). The way to help stays open: /help is kept for offline use.
 */
export function ScreenLoadFailed() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('common.loadFailed.title')}</h1>
      <p className="text-slate-700">{t('common.loadFailed.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => location.reload()}
          className="h-10 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t('common.loadFailed.reload')}
        </button>
        <Link
          to="/help"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-brand-700"
        >
          {t('common.nav.getHelp')}
        </Link>
      </div>
    </div>
  );
}
