import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-classes';
import { Button } from '../../../components/ui/button';

export const SUSPENSION_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 24 * 7, label: '1 week' },
  { hours: 24 * 30, label: '30 days' },
  { hours: 8760, label: '1 year' },
] as const;

type SuspendDialogProps = {
  authorRef: string;
  disabled?: boolean;
  onSuspend: (input: { hours: number; reason: string }) => void;
};

/** Suspend the author of a queue item: a duration, a reason for the log, then a confirmation. */
export function SuspendDialog({ authorRef, disabled, onSuspend }: SuspendDialogProps) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    onSuspend({ hours, reason: trimmed });
    setOpen(false);
    setReason('');
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger" size="sm" disabled={disabled}>
          Suspend author
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className={DIALOG_TITLE}>Suspend this author?</Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            Author <code className="font-mono text-xs">{authorRef.slice(0, 8)}</code> will still be
            able to read Echo, but cannot post, comment, vote or report until the suspension ends.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <label className="block text-sm font-medium text-slate-700">
              Duration
              <select
                value={hours}
                onChange={(event) => setHours(Number(event.target.value))}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
              >
                {SUSPENSION_CHOICES.map((choice) => (
                  <option key={choice.hours} value={choice.hours}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              Reason
              <textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
                rows={3}
                required
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={!trimmed}>
                Suspend
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
