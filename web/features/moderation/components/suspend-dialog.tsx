import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-classes';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/message-ids';
import { Trans, useT } from '../../../i18n/react';

// Each duration is a count of one unit, so every language words it with its own plural rules.
export const SUSPENSION_CHOICES = [
  { hours: 1, count: 1, unit: 'moderation.suspendDialog.hours' },
  { hours: 24, count: 1, unit: 'moderation.suspendDialog.days' },
  { hours: 24 * 7, count: 1, unit: 'moderation.suspendDialog.weeks' },
  { hours: 24 * 30, count: 30, unit: 'moderation.suspendDialog.days' },
  { hours: 8760, count: 1, unit: 'moderation.suspendDialog.years' },
] as const satisfies readonly { hours: number; count: number; unit: MessageId }[];

type SuspendDialogProps = {
  authorRef: string;
  busy?: boolean;
  onSuspend: (input: { hours: number; reason: string }) => void;
};

/** Suspend the author of a queue item: a duration, a reason for the log, then a confirmation. */
export function SuspendDialog({ authorRef, busy = false, onSuspend }: SuspendDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  // Suspend stays pressable without a reason, and says what is missing: a disabled button was
  // skipped by Tab, with nothing to say why (docs/decisions/094).
  const [missing, setMissing] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const missingId = useId();
  const trimmed = reason.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) {
      setMissing(true);
      reasonField.current?.focus();
      return;
    }
    onSuspend({ hours, reason: trimmed });
    setOpen(false);
    setReason('');
    setMissing(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger" size="sm" busy={busy}>
          {t('moderation.suspendDialog.trigger')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className={DIALOG_TITLE}>
            {t('moderation.suspendDialog.title')}
          </Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            <Trans
              id="moderation.suspendDialog.description"
              values={{ authorRef: authorRef.slice(0, 8) }}
              components={{ 0: <code className="font-mono text-xs" /> }}
            />
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <label className="block text-sm font-medium text-slate-700">
              {t('moderation.suspendDialog.duration')}
              <select
                value={hours}
                onChange={(event) => setHours(Number(event.target.value))}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
              >
                {SUSPENSION_CHOICES.map((choice) => (
                  <option key={choice.hours} value={choice.hours}>
                    {t(choice.unit, { count: choice.count })}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t('moderation.suspendDialog.reason')}
              <textarea
                ref={reasonField}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
                maxLength={500}
                rows={3}
                required
                aria-invalid={missing || undefined}
                aria-describedby={missing ? missingId : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
            {missing ? (
              <p id={missingId} className="text-sm text-rose-700">
                {t('moderation.suspendDialog.reasonMissing')}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('moderation.dialog.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger">
                {t('moderation.suspendDialog.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
