import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/react';
import { usePointRules } from '../../../lib/points-queries';

export function StaffPickExplainer() {
  const t = useT();
  const rules = usePointRules();
  return (
    <Card aria-labelledby="staff-pick-title">
      <CardTitle>
        <span id="staff-pick-title">{t('rewards.staffPick.title')}</span>
      </CardTitle>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>{t('rewards.staffPick.manual')}</li>
        <li>{t('rewards.staffPick.bonus', { points: rules.staff_pick })}</li>
        <li>{t('rewards.staffPick.nominate')}</li>
      </ul>
    </Card>
  );
}
