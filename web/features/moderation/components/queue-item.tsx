import type { ModQueueItem } from '../../../../schema/api';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from './confirm-button';
import { SuspendDialog } from './suspend-dialog';

type QueueItemProps = {
  item: ModQueueItem;
  busy: boolean;
  onRestore: () => void;
  onRemove: () => void;
  onSuspend: (input: { hours: number; reason: string }) => void;
};

function Badge({ children, tone }: { children: string; tone: 'rose' | 'amber' | 'slate' }) {
  const tones = {
    rose: 'bg-rose-100 text-rose-800',
    amber: 'bg-amber-100 text-amber-800',
    slate: 'bg-slate-100 text-slate-700',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** One post waiting for a decision: what it says, why it waits, and what can be done. */
export function QueueItem({ item, busy, onRestore, onRemove, onSuspend }: QueueItemProps) {
  const noun = item.kind === 'thought' ? 'thought' : 'comment';
  return (
    <li>
      <article
        aria-label={`Queued ${noun}`}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="slate">{item.kind === 'thought' ? 'Thought' : 'Comment'}</Badge>
          {item.category ? <Badge tone="slate">{item.category}</Badge> : null}
          {item.reason === 'held' ? (
            <Badge tone="rose">Held before publishing</Badge>
          ) : (
            <Badge tone="amber">{`Hidden by ${item.reports.length} reports`}</Badge>
          )}
          {item.flags.crisis ? <Badge tone="rose">Crisis</Badge> : null}
          {item.flags.threat ? <Badge tone="rose">Threat</Badge> : null}
          <time dateTime={item.createdAt} className="ml-auto text-slate-500">
            {when(item.createdAt)}
          </time>
        </div>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-900">{item.content}</p>
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={`Image attached to the queued ${noun}`}
            className="mt-3 max-h-48 rounded-lg border border-slate-200"
          />
        ) : null}
        <p className="mt-3 text-xs text-slate-500">
          Author <code className="font-mono">{item.authorRef.slice(0, 8)}</code>
        </p>
        {item.reports.length > 0 ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-700">
              {`${item.reports.length} report${item.reports.length === 1 ? '' : 's'}`}
            </summary>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {item.reports.map((report, index) => (
                <li key={index}>
                  {report.reason || 'No reason given'}{' '}
                  <span className="text-slate-400">· {when(report.createdAt)}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={onRestore}>
            Restore
          </Button>
          <ConfirmButton
            label="Remove"
            title={`Remove this ${noun} for good?`}
            description={
              item.kind === 'thought'
                ? 'It will never be shown again and its image is deleted. This cannot be undone.'
                : 'It will never be shown again. This cannot be undone.'
            }
            confirmLabel="Remove"
            disabled={busy}
            onConfirm={onRemove}
          />
          <SuspendDialog authorRef={item.authorRef} disabled={busy} onSuspend={onSuspend} />
        </div>
      </article>
    </li>
  );
}
