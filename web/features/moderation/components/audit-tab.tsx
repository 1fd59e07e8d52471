import { Button } from '../../../components/ui/button';
import { useAuditLog } from '../api/get-audit';

const ACTION_LABELS: Record<string, string> = {
  restore_thought: 'Restored a thought',
  remove_thought: 'Removed a thought',
  restore_comment: 'Restored a comment',
  remove_comment: 'Removed a comment',
  suspend_author: 'Suspended an author',
  lift_suspension: 'Lifted a suspension',
  approve_payout: 'Approved a payout',
  reject_payout: 'Rejected a payout',
  mark_paid_payout: 'Marked a payout paid',
  staff_pick: 'Awarded a staff pick',
};

/** Every moderation and payout decision, newest first, paging back in time. */
export function AuditTab() {
  const log = useAuditLog();
  if (log.isPending) return <p role="status">Loading the audit log...</p>;
  if (log.isError) return <p className="text-rose-700">Could not load the audit log.</p>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-slate-600">No decisions yet.</p>;
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              When
            </th>
            <th scope="col" className="py-2 pr-3">
              Who
            </th>
            <th scope="col" className="py-2 pr-3">
              What
            </th>
            <th scope="col" className="py-2 pr-3">
              Target
            </th>
            <th scope="col" className="py-2">
              Note
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
              </td>
              <td className="py-2 pr-3">{entry.actor}</td>
              <td className="py-2 pr-3">{ACTION_LABELS[entry.action] ?? entry.action}</td>
              <td className="py-2 pr-3 font-mono text-xs break-all">{entry.target}</td>
              <td className="py-2 break-words">{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
        </Button>
      ) : null}
    </div>
  );
}
