import type { PointRule } from '../../../../schema/constants';
import { Card, CardTitle } from '../../../components/ui/card';
import { useEchoConfig, usePointRules } from '../../../lib/points-queries';

const RULE_COPY: { rule: PointRule; title: string; detail: string }[] = [
  {
    rule: 'helpful_comment',
    title: 'Helpful comment',
    detail: 'Someone marks your comment as helpful',
  },
  { rule: 'funny_comment', title: 'Funny comment', detail: 'Someone marks your comment as funny' },
  { rule: 'staff_pick', title: 'Staff pick', detail: 'A moderator picks your comment' },
  { rule: 'upvote_received', title: 'Thought liked', detail: 'Another user likes your thought' },
  { rule: 'daily_login', title: 'Daily login', detail: 'Sign in once each day' },
];

export function HowToEarnCard() {
  const rules = usePointRules();
  const { error } = useEchoConfig();
  return (
    <Card aria-labelledby="how-to-earn-title">
      <CardTitle>
        <span id="how-to-earn-title">How to Earn Points</span>
      </CardTitle>
      <ul className="mt-4 space-y-3">
        {RULE_COPY.map(({ rule, title, detail }) => (
          <li key={rule} className="flex items-start justify-between gap-3">
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-slate-600">{detail}</p>
            </div>
            <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-700">
              +{rules[rule]}
            </span>
          </li>
        ))}
      </ul>
      {error ? <p className="mt-3 text-sm text-rose-700">{error.message}</p> : null}
    </Card>
  );
}
