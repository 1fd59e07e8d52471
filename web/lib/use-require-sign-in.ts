import { useCallback } from 'react';
import { toast } from 'sonner';
import { useSignIn } from './sign-in-context';
import { useUser } from './user-context';

/** Runs `action` for a signed-in user; otherwise prompts to connect a wallet and opens sign-in. */
export function useRequireSignIn() {
  const { user } = useUser();
  const { openSignIn } = useSignIn();
  return useCallback(
    (action: () => void) => {
      if (user) {
        action();
        return;
      }
      toast('Connect wallet to interact');
      openSignIn();
    },
    [user, openSignIn],
  );
}
