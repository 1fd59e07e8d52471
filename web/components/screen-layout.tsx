import { Outlet } from 'react-router';
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
