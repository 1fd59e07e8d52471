import type { PointRule } from '../../../../schema/constants';
import { Card, CardTitle } from '../../../components/ui/card';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/react';
import { useEchoConfig, usePointRules } from '../../../lib/points-queries';

const RULE_COPY: { rule: PointRule; title: MessageId; detail: MessageId }[] = [
  {
    rule: 'helpful_comment',
    title: 'rewards.howToEarn.helpfulCommentTitle',
    detail: 'rewards.howToEarn.helpfulCommentDetail',
  },
  {
    rule: 'funny_comment',
    title: 'rewards.howToEarn.funnyCommentTitle',
    detail: 'rewards.howToEarn.funnyCommentDetail',
  },
  {
    rule: 'staff_pick',
    title: 'rewards.howToEarn.staffPickTitle',
    detail: 'rewards.howToEarn.staffPickDetail',
  },
  {
    rule: 'upvote_received',
    title: 'rewards.howToEarn.upvoteReceivedTitle',
    detail: 'rewards.howToEarn.upvoteReceivedDetail',
  },
  {
    rule: 'daily_login',
    title: 'rewards.howToEarn.dailyLoginTitle',
    detail: 'rewards.howToEarn.dailyLoginDetail',
  },
];

export function HowToEarnCard() {
  const t = useT();
  const rules = usePointRules();
  const { error } = useEchoConfig();
  return (
    <Card aria-labelledby="how-to-earn-title">
      <CardTitle>
        <span id="how-to-earn-title">{t('rewards.howToEarn.title')}</span>
      </CardTitle>
      <ul className="mt-4 space-y-3">
        {RULE_COPY.map(({ rule, title, detail }) => (
          <li key={rule} className="flex items-start justify-between gap-3">
            <div>
              <p className="font-medium">{t(title)}</p>
              <p className="text-sm text-slate-600">{t(detail)}</p>
            </div>
            <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-700">
              {t('rewards.howToEarn.points', { points: rules[rule] })}
            </span>
          </li>
        ))}
      </ul>
      {/* The config query's own error is English for developers (web/lib/points-queries.ts). */}
      {error ? <p className="mt-3 text-sm text-rose-700">{t('rewards.howToEarn.error')}</p> : null}
    </Card>
  );
}
