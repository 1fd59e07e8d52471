import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { CrisisSupport } from '../components/crisis-support';
import { Card } from '../components/ui/card';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';
import { useUser } from '../lib/user-context';
import {
  RewardsSummaryCard,
  useEchoPoints,
} from '../features/rewards/components/rewards-summary-card';
import { ThoughtsSummaryCard } from '../features/thoughts/components/thoughts-summary-card';

const INFO_CARDS = [
  { title: 'common.home.safeTitle', body: 'common.home.safeBody' },
  { title: 'common.home.supportTitle', body: 'common.home.supportBody' },
  { title: 'common.home.patternsTitle', body: 'common.home.patternsBody' },
] as const satisfies readonly { title: MessageId; body: MessageId }[];

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

      <section aria-label={t('common.home.activity')} className="grid gap-4 md:grid-cols-2">
        <ThoughtsSummaryCard />
        <RewardsSummaryCard user={user} />
      </section>

      <section aria-label={t('common.home.about')} className="grid gap-4 md:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <Card key={card.title}>
            <h2 className="text-lg font-semibold">{t(card.title)}</h2>
            <p className="mt-2 text-slate-600">{t(card.body)}</p>
          </Card>
        ))}
      </section>

      <CrisisSupport />
    </div>
  );
}
