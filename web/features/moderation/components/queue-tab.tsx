import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useDecideContent } from '../api/decide-content';
import { useQueue } from '../api/get-queue';
import { useSuspendAuthor } from '../api/suspend-author';
import { LookAlikeNames } from './look-alike-names';
import { QueueItem } from './queue-item';

/** Hidden and held posts, oldest first: restore, remove, or suspend the author. */
export function QueueTab() {
  return (
    <>
      <LookAlikeNames />
      <QueueList />
    </>
  );
}

function QueueList() {
  const queue = useQueue();
  const decide = useDecideContent();
  const suspend = useSuspendAuthor();

  if (queue.isPending) return <p role="status">Loading the review queue...</p>;
  if (queue.isError) return <p className="text-rose-700">Could not load the review queue.</p>;
  if (queue.data.items.length === 0) {
    return <p className="text-slate-600">Nothing is waiting for review. Thank you for looking.</p>;
  }
  return (
    <ul className="space-y-4">
      {queue.data.items.map((item) => (
        <QueueItem
          key={`${item.kind}:${item.id}`}
          item={item}
          busy={decide.isPending && decide.variables.id === item.id}
          onRestore={() =>
            decide.mutate(
              { kind: item.kind, id: item.id, action: 'restore' },
              {
                onSuccess: () => toast.success('Restored: it is public again'),
                onError: (error) => toast.error(errorMessage(error, 'Could not restore it')),
              },
            )
          }
          onRemove={() =>
            decide.mutate(
              { kind: item.kind, id: item.id, action: 'remove' },
              {
                onSuccess: () => toast.success('Removed for good'),
                onError: (error) => toast.error(errorMessage(error, 'Could not remove it')),
              },
            )
          }
          onSuspend={(input) =>
            suspend.mutate(
              { authorRef: item.authorRef, ...input },
              {
                onSuccess: ({ suspendedUntil }) =>
                  toast.success(
                    `Author suspended until ${new Date(suspendedUntil ?? '').toLocaleString()}`,
                  ),
                onError: (error) =>
                  toast.error(errorMessage(error, 'Could not suspend the author')),
              },
            )
          }
        />
      ))}
    </ul>
  );
}
