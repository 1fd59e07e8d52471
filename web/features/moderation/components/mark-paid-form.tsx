import { useId, useRef, useState, type FormEvent } from 'react';
import { isTransactionSignature } from '../../../../schema/transaction-signature';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/react';

/** The transaction signature that paid the prize, checked (base58, 64 bytes) before it is sent. */
export function MarkPaidForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (txSignature: string) => void;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const signature = value.trim();
  const valid = isTransactionSignature(signature);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (valid) onSubmit(signature);
    // The field says what is wrong (its description), and focus on it says it aloud.
    else input.current?.focus();
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-2" noValidate>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${ids}-tx`} className="text-sm font-medium text-slate-700">
          {t('moderation.markPaid.label')}
        </label>
        <input
          id={`${ids}-tx`}
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && !valid}
          aria-describedby={`${ids}-help`}
          spellCheck={false}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs"
        />
        <p
          id={`${ids}-help`}
          className={`mt-1 text-xs ${touched && !valid ? 'text-rose-700' : 'text-slate-500'}`}
        >
          {touched && !valid ? t('moderation.markPaid.invalid') : t('moderation.markPaid.help')}
        </p>
      </div>
      <Button type="submit" size="sm" className="mt-6" busy={busy}>
        {t('moderation.markPaid.submit')}
      </Button>
    </form>
  );
}
