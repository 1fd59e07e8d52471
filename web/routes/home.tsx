import { Link } from 'react-router';
import { lazy, Suspense } from 'react';
import { Trans, useT } from '../i18n/react';
import { useEchoPoints } from '../lib/points-queries';
import { useUser } from '../lib/user-context';

// Below the headline: the summary cards, what Echo is and the crisis help, in a chunk of their own
// so the first load stays inside its budget; the headline paints first either way.
const HomeDetails = lazy(async () => ({ default: (await import('./home-details')).HomeDetails }));

export function HomeScreen() {
  const t = useT();
  const { user } = useUser();
  const echoPoints = useEchoPoints(user);
  return (
    <div className="space-y-10">
      <section className="pt-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('common.home.headline')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('common.home.intro')}</p>
        {user ? (
          <p className="mt-4 text-lg font-medium text-slate-800">
            <Trans
              id="common.home.welcome"
              values={{ name: user.presentationName, points: echoPoints ?? 0 }}
              components={{ 0: <span className="font-bold text-brand-700" /> }}
            />
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

      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <HomeDetails />
      </Suspense>
    </div>
  );
}
