import { HelpBox } from '../components/help/help-box';
import { Card } from '../components/ui/card';
import { RewardsSummaryCard } from '../features/rewards/components/rewards-summary-card';
import { ThoughtsSummaryCard } from '../features/thoughts/components/thoughts-summary-card';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/react';
import { useDocumentTitle } from '../lib/use-document-title';
import { useUser } from '../lib/user-context';

const INFO_CARDS = [
  { title: 'home.safeTitle', body: 'home.safeBody' },
  { title: 'home.supportTitle', body: 'home.supportBody' },
  { title: 'home.patternsTitle', body: 'home.patternsBody' },
] as const satisfies readonly { title: MessageId; body: MessageId }[];

/** Home below the headline: the two summary cards, what Echo is, and the crisis help. */
export function HomeDetails() {
  const t = useT();
  useDocumentTitle(`Echo — ${t('common.home.headline')}`, true);
  const { user } = useUser();
  return (
    <div className="space-y-10">
      <section aria-label={t('home.activity')} className="grid gap-4 md:grid-cols-2">
        <ThoughtsSummaryCard />
        <RewardsSummaryCard user={user} />
      </section>

      <section aria-label={t('home.about')} className="grid gap-4 md:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <Card key={card.title}>
            <h2 className="text-lg font-semibold">{t(card.title)}</h2>
            <p className="mt-2 text-slate-600">{t(card.body)}</p>
          </Card>
        ))}
      </section>

      <HelpBox />
    </div>
  );
}
