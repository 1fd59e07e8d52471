import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { expect, test } from 'vitest';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** A list like My Echo's: a heading, then items each with a button inside. */
function List({ ids }: { ids: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusProps = useFocusAfterRemoval(ids, heading);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Your thoughts
      </h2>
      <ul>
        {ids.map((id) => (
          <li key={id} aria-label={`item ${id}`} {...focusProps(id)}>
            <button type="button">Delete {id}</button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </section>
  );
}

/** Focuses the item's button, then takes the item out of the list. */
function deleteWhileFocused(ids: string[], removed: string) {
  const view = render(<List ids={ids} />);
  act(() => screen.getByRole('button', { name: `Delete ${removed}` }).focus());
  view.rerender(<List ids={ids.filter((id) => id !== removed)} />);
  return view;
}

test('focus goes to the item that took the deleted one’s place', () => {
  deleteWhileFocused(['a', 'b', 'c'], 'b');
  expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'item c' }));
});

test('deleting the last item sends focus to the one before it', () => {
  deleteWhileFocused(['a', 'b', 'c'], 'c');
  expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'item b' }));
});

test('deleting the only item sends focus to the list’s heading', () => {
  deleteWhileFocused(['a'], 'a');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your thoughts' }));
});

test('an item that leaves after focus moved on takes nothing with it', () => {
  const view = render(<List ids={['a', 'b', 'c']} />);
  act(() => screen.getByRole('button', { name: 'Delete b' }).focus());
  act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
  view.rerender(<List ids={['a', 'c']} />);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
});

test('an item that leaves after focus moved on and then to the page is not followed', () => {
  const view = render(<List ids={['a', 'b', 'c']} />);
  act(() => screen.getByRole('button', { name: 'Delete b' }).focus());
  act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
  // A click on the page's background: focus is on the body again, as after a deletion.
  act(() => screen.getByRole('button', { name: 'Elsewhere' }).blur());
  view.rerender(<List ids={['a', 'c']} />);
  expect(document.activeElement).toBe(document.body);
});

test('an item that leaves while focus is in another item leaves focus there', () => {
  const view = render(<List ids={['a', 'b', 'c']} />);
  act(() => screen.getByRole('button', { name: 'Delete a' }).focus());
  view.rerender(<List ids={['b', 'c']} />);
  act(() => screen.getByRole('button', { name: 'Delete c' }).focus());
  view.rerender(<List ids={['c']} />);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete c' }));
});
