import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
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
        <span id="delete-account-title">Delete your account</span>
      </CardTitle>
      <p className="mt-2 text-sm text-slate-600">
        Your thoughts, their images and replies, your likes and votes go at once, and you are signed
        out everywhere. Your comments become &lsquo;Deleted user&rsquo; with their text removed at a
        random moment within the next 24 hours, so nobody can link them to your thoughts. It cannot
        be undone. Only the record of Echo Points you earned (and of any prize you won) is kept, as
        payouts must be auditable.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label className="block text-sm font-medium text-slate-800">
          Type your name, <strong>{presentationName}</strong>, to confirm
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        {remove.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {errorMessage(remove.error, 'Could not delete your account. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </Card>
  );
}
