// Radix returns focus to a Dialog.Trigger when a dialog closes, and Echo's dialogs have none: the
// sign-in overlay opens from Connect, a like, an upvote; the wallet picker from the overlay. Each
// returns focus to what had it when it opened, and when that is gone (signing in replaced
// Connect, picking a wallet replaced the picker's button), to a fallback of its own, never
// to the page's body (docs/decisions/090).
import { useRef } from 'react';

/**
 * A dialog's `onOpenAutoFocus` and `onCloseAutoFocus`. `fallback` runs when what opened the
 * dialog has left the page; without one, focus stays where the page has put it.
 */
export function useReturnFocus(fallback?: () => void) {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const opener = document.activeElement;
      openedFrom.current = opener instanceof HTMLElement ? opener : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const opener = openedFrom.current;
      if (opener?.isConnected) opener.focus();
      else fallback?.();
    },
  };
}
