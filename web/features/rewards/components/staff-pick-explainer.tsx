import { Card, CardTitle } from '../../../components/ui/card';
import { usePointRules } from '../../../lib/points-queries';

export function StaffPickExplainer() {
  const rules = usePointRules();
  return (
    <Card aria-labelledby="staff-pick-title">
      <CardTitle>
        <span id="staff-pick-title">Staff Pick System</span>
      </CardTitle>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>Staff picks are awarded manually by moderators and community leaders.</li>
        <li>
          Authors of picked comments gain {rules.staff_pick} bonus Echo Points on top of their
          upvotes.
        </li>
        <li>Authenticated users can nominate comments that deserve recognition.</li>
      </ul>
    </Card>
  );
}
