import { Link } from 'react-router';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../i18n/i18n';
import { componentOnceLoaded } from '../lib/component-once-loaded';
import { useT } from '../i18n/react';
import { useUser } from '../lib/user-context';

// The welcome line and its points query: only signed-in people see it, so it stays out of the
// first load.
const HomeWelcome = lazy(async () => ({ default: (await import('./home-welcome')).HomeWelcome }));

// Below the headline: the summary cards, what Echo is and the crisis help, in a chunk of their own
// with their messages, so the first load stays inside its budget; the headline paints first, and
// the rest as soon as its chunk is in (docs/decisions/100).
const HomeDetails = componentOnceLoaded(
  async () => {
    const [details] = await Promise.all([import('./home-details'), loadNamespace('home')]);
    return details.HomeDetails;
  },
  <div className="min-h-[40rem]" />,
);

export function HomeScreen() {
  const t = useT();
  const { user } = useUser();
  return (
    <div className="space-y-10">
      <section className="pt-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('common.home.headline')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('common.home.intro')}</p>
        {user ? (
          <p className="mt-4 min-h-7 text-lg font-medium text-slate-800">
            <Suspense fallback={null}>
              <HomeWelcome user={user} />
            </Suspense>
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/thoughts"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t('common.home.explore')}
          </Link>
          <Link
            to="/rewards"
            className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('common.home.learnRewards')}
          </Link>
        </div>
      </section>

      <HomeDetails />
    </div>
  );
}
