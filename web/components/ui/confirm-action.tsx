import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/react';
import { Button } from './button';

type ConfirmActionProps = {
  /** The first button, e.g. 'Delete'. */
  label: string;
  /** What is about to happen, asked before it does. */
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
};

/**
 * A destructive action behind a second, explicit tap: one stray click never deletes anything.
 * The question takes focus on its confirm button; Cancel or Escape puts focus back on the first
 * button, where it was (docs/decisions/090).
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmActionProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    first.current?.focus();
  }, [asking]);
  const cancel = () => {
    cancelled.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <Button ref={first} variant="danger" size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || pending) return;
        event.stopPropagation();
        cancel();
      }}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-slate-700">{question}</span>
      <Button variant="danger" size="sm" autoFocus busy={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" busy={pending} onClick={cancel}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
