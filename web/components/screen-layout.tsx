import { Outlet } from 'react-router';

/**
 * A screen's title, drawn by the route table itself rather than by the screen's lazily loaded
 * code: on a first visit it paints as soon as the app shell does, while the screen's chunk and
 * data are still on their way (the title is the page's largest text, so this is its
 * largest-contentful-paint time; docs/decisions/017-first-paint.md).
 */
export function TitledScreen({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <Outlet />
    </div>
  );
}

/** What a lazily loaded screen shows on a first visit until its code has arrived. */
export function ScreenLoading() {
  return (
    <p role="status" className="text-slate-600">
      Loading...
    </p>
  );
}
