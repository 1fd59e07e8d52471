import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** What an item of the list spreads on its outermost element (an `<li>` or an `<article>`). */
export type RemovableItemProps = {
  ref: (element: HTMLElement | null) => void;
  tabIndex: -1;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Where focus goes when the item that held it leaves a list, as after deleting one's own thought
 * or comment: to the item now in its place, else the one before it, else `fallback` (the list's
 * heading). Without this, focus fell to the page's body and the next Tab started from the top
 * (docs/decisions/092). Only when focus went with the item: a person who moved on keeps their
 * place. `ids` are the list's items in order.
 */
export function useFocusAfterRemoval(
  ids: readonly string[],
  fallback: RefObject<HTMLElement | null>,
): (id: string) => RemovableItemProps {
  const elements = useRef(new Map<string, HTMLElement>());
  /** The item focus was last inside, and the list as it was then. */
  const focused = useRef<{ id: string; ids: readonly string[] } | null>(null);
  const key = ids.join('\n');

  useLayoutEffect(() => {
    const last = focused.current;
    const now = key === '' ? [] : key.split('\n');
    if (!last || now.includes(last.id)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    // The items after it, then the ones before it, nearest first.
    const at = last.ids.indexOf(last.id);
    const after = last.ids.slice(at + 1);
    const before = last.ids.slice(0, Math.max(at, 0)).reverse();
    const next = [...after, ...before].find((id) => now.includes(id));
    const target =
      (next === undefined ? undefined : elements.current.get(next)) ?? fallback.current;
    target?.focus();
  }, [key, fallback]);

  return (id) => ({
    ref: (element) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    tabIndex: -1,
    onFocus: () => {
      focused.current = { id, ids: key === '' ? [] : key.split('\n') };
    },
    // Focus moved on to something else: the item's leaving later is none of focus's business.
    onBlur: (event) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !event.currentTarget.contains(to)) focused.current = null;
    },
  });
}
