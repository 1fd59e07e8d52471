import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Thought, User } from '../../../../schema/api';
import { Button } from '../../../components/ui/button';
import { Trans, useT } from '../../../i18n/react';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { useMyThoughts } from '../api/get-my-thoughts';
import { useMarkMyEchoOpened } from '../api/mark-opened';
import { DeleteAccountCard } from './delete-account-card';
import { JoinedThreads } from './joined-threads';
import { MyThoughtCard } from './my-thought-card';
import { ReplyNotificationsCard } from './reply-notifications-card';

type MyEchoProps = {
  user: User;
  /** The comments under an open thought, as on the Community screen (composed by the route). */
  renderComments: (thought: Thought) => ReactNode;
  onAccountDeleted: () => void;
};

type MyThoughtListProps = Omit<MyEchoProps, 'onAccountDeleted'> & {
  /** Where focus goes when the last thought is deleted. */
  heading: RefObject<HTMLHeadingElement | null>;
};

function MyThoughtList({ user, renderComments, heading }: MyThoughtListProps) {
  const t = useT();
  const query = useMyThoughts(user.userId);
  const [openId, setOpenId] = useState<string | null>(null);
  const thoughts = query.data?.pages.flat() ?? [];
  const focusProps = useFocusAfterRemoval(
    thoughts.map((thought) => thought.id),
    heading,
  );

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
              focusProps={focusProps(thought.id)}
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

/**
 * Tells the server once per visit that the person has opened My Echo: each thread may notify them
 * again (docs/decisions/024). Once, StrictMode's second run of the effect included.
 */
function useOpenedOnce() {
  const { mutate } = useMarkMyEchoOpened();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
}

/**
 * The signed-in person's private space: their thoughts and the replies, new replies in threads
 * they joined, reply notifications, and their account.
 */
export function MyEcho({ user, renderComments, onAccountDeleted }: MyEchoProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useOpenedOnce();
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-thoughts-title" className="space-y-4">
        <h2 id="my-thoughts-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('me.thoughts.title')}
        </h2>
        <MyThoughtList user={user} renderComments={renderComments} heading={heading} />
      </section>
      <JoinedThreads userId={user.userId} renderComments={renderComments} />
      <ReplyNotificationsCard />
      <DeleteAccountCard presentationName={user.presentationName} onDeleted={onAccountDeleted} />
    </div>
  );
}
