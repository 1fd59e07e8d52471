import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DIALOG_CONTENT, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from './dialog-classes';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useT } from '../../../i18n/react';

type ConfirmButtonProps = {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  variant?: ButtonProps['variant'];
  /** The decision is under way: the button keeps focus and does not open the dialog. */
  busy?: boolean;
};

/** A button whose action happens only after the moderator confirms it in a dialog. */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'danger',
  busy = false,
}: ConfirmButtonProps) {
  const t = useT();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant={variant} size="sm" busy={busy}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className={DIALOG_TITLE}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={DIALOG_DESCRIPTION}>
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('moderation.dialog.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={variant === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
