import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Trans, useT } from '../../../i18n/react';
import { describeError } from '../../../lib/api-errors';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deleting the account, behind typing one's own name: the server checks the same text (spaces
 * around it aside, letter case included), so the button waits for an exact match.
 */
export function DeleteAccountCard({
  presentationName,
  onDeleted,
}: {
  presentationName: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed.trim() === presentationName;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(typed, { onSuccess: onDeleted });
  }

  return (
    <Card aria-labelledby="delete-account-title" className="border-rose-200">
      <CardTitle>
        <span id="delete-account-title">{t('me.deleteAccount.title')}</span>
      </CardTitle>
      <p className="mt-2 text-sm text-slate-600">{t('me.deleteAccount.body')}</p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label className="block text-sm font-medium text-slate-800">
          <Trans
            id="me.deleteAccount.confirmLabel"
            values={{ name: presentationName }}
            components={{ 0: <strong /> }}
          />
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        {remove.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {/* A 400 is the server finding the typed name different from the account's. */}
            {describeError(remove.error, { 400: 'me.deleteAccount.nameMismatch' })}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
          {remove.isPending ? t('me.deleteAccount.deleting') : t('me.deleteAccount.submit')}
        </Button>
      </form>
    </Card>
  );
}
