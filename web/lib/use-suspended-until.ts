import { useState } from 'react';
import { useUser } from './user-context';

/**
 * The end of the signed-in user's suspension while it lasts, else null. "Now" is when the screen
 * mounted: a suspension that ends while it is open shows until the next visit (the server is the
 * one that enforces it).
 */
export function useSuspendedUntil(): Date | null {
  const [now] = useState(Date.now);
  const { user } = useUser();
  const until = user?.suspendedUntil ? new Date(user.suspendedUntil) : null;
  return until && until.getTime() > now ? until : null;
}
