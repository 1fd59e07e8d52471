import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyThought, User } from '../../../../schema/api';
import { Button } from '../../../components/ui/button';
import { Trans, useT } from '../../../i18n/react';
import { useMyThoughts } from '../api/get-my-thoughts';
import { DeleteAccountCard } from './delete-account-card';
import { MyThoughtCard } from './my-thought-card';

type MyEchoProps = {
  user: User;
  /** The comments under an open thought, as on the Community screen (composed by the route). */
  renderComments: (thought: MyThought) => ReactNode;
  onAccountDeleted: () => void;
};

function MyThoughtList({ user, renderComments }: Omit<MyEchoProps, 'onAccountDeleted'>) {
  const t = useT();
  const query = useMyThoughts(user.userId);
  const [openId, setOpenId] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <p role="status" className="text-slate-500">
        {t('me.thoughts.loading')}
      </p>
    );
  }
  if (query.isError) {
    return <p className="text-rose-700">{t('me.thoughts.error')}</p>;
  }
  const thoughts = query.data.pages.flat();
  if (thoughts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        <Trans
          id="me.thoughts.empty"
          components={{
            0: <Link to="/thoughts" className="font-semibold text-brand-700 underline" />,
          }}
        />
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {thoughts.map((thought) => (
          <li key={thought.id}>
            <MyThoughtCard
              thought={thought}
              expanded={openId === thought.id}
              onToggle={() => setOpenId((open) => (open === thought.id ? null : thought.id))}
              renderComments={renderComments}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('me.thoughts.loadingOlder') : t('me.thoughts.showOlder')}
        </Button>
      ) : null}
    </div>
  );
}

/** The signed-in person's private space: their thoughts, the replies, and their account. */
export function MyEcho({ user, renderComments, onAccountDeleted }: MyEchoProps) {
  const t = useT();
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-thoughts-title" className="space-y-4">
        <h2 id="my-thoughts-title" className="text-xl font-semibold">
          {t('me.thoughts.title')}
        </h2>
        <MyThoughtList user={user} renderComments={renderComments} />
      </section>
      <DeleteAccountCard presentationName={user.presentationName} onDeleted={onAccountDeleted} />
    </div>
  );
}
