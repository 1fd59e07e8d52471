import { useCallback } from 'react';
import { toast } from 'sonner';
import { i18n } from '../i18n/i18n';
import { useSignIn } from './sign-in-context';
import { useUser } from './user-context';

/**
 * The one sign-in gate of the app: browsing works for everyone; anything that writes asks for a
 * signed-in user. Returns a check that is true for a signed-in viewer (running `action` first, if
 * given) and otherwise says "Connect wallet to interact", opens sign-in and is false.
 */
export function useRequireSignIn(): (action?: () => void) => boolean {
  const { user } = useUser();
  const { openSignIn } = useSignIn();
  return useCallback(
    (action?: () => void) => {
      if (user) {
        action?.();
        return true;
      }
      toast(i18n._('common.signInRequired'));
      openSignIn();
      return false;
    },
    [user, openSignIn],
  );
}
