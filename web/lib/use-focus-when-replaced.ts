import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** What the element whose controls change spreads on itself. */
export type ReplacedFocusProps = {
  ref: RefObject<HTMLElement | null>;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Focus's way on when the control that held it is replaced in place, as a payout's Approve gives
 * way to the transaction form: when `state` changes and focus, which was inside the element, fell
 * to the page's body, `next(element)` takes it (docs/decisions/094). A person who had moved on
 * keeps their place.
 */
export function useFocusWhenReplaced(
  state: string,
  next: (element: HTMLElement) => HTMLElement | null,
): ReplacedFocusProps {
  const ref = useRef<HTMLElement>(null);
  const inside = useRef(false);
  const previous = useRef(state);
  const pick = useRef(next);
  // The latest `next`, for the effect below, which runs only when `state` changes.
  useLayoutEffect(() => {
    pick.current = next;
  });

  useLayoutEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const active = document.activeElement;
    if (!inside.current || (active !== null && active !== document.body) || !ref.current) return;
    pick.current(ref.current)?.focus();
  }, [state]);

  return {
    ref,
    onFocus: () => {
      inside.current = true;
    },
    onBlur: (event) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !event.currentTarget.contains(to)) inside.current = false;
    },
  };
}
