import { useMemo } from 'react';
import { useSignIn } from '../lib/sign-in-context';
import { useSuspendedUntil } from '../lib/use-suspended-until';
import { useUser } from '../lib/user-context';
import { CommentsSection } from '../features/comments/components/comments-section';
import { ThoughtsCommunity } from '../features/thoughts/components/thoughts-community';
import type { InteractionGate } from '../features/thoughts/lib/interaction-gate';

export function ThoughtsScreen() {
  const { isAuthenticated } = useUser();
  const { openSignIn } = useSignIn();
  const suspendedUntil = useSuspendedUntil();
  const suspendedMs = suspendedUntil?.getTime() ?? null;
  const gate = useMemo<InteractionGate>(
    () => ({
      isAuthenticated,
      requestSignIn: openSignIn,
      suspendedUntil: suspendedMs === null ? null : new Date(suspendedMs),
    }),
    [isAuthenticated, openSignIn, suspendedMs],
  );
  // The title comes from the route table (TitledScreen), so it paints before this chunk arrives.
  return (
    <ThoughtsCommunity
      gate={gate}
      renderComments={(thought) => <CommentsSection thought={thought} />}
    />
  );
}
