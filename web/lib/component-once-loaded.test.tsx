import { act, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { componentOnceLoaded } from './component-once-loaded';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

test('shows the fallback, asks for the chunk once at the first render, then the component with its props', async () => {
  const chunk = deferred<typeof Greeting>();
  const load = vi.fn(() => chunk.promise);
  const OnceLoaded = componentOnceLoaded(load, <p>Directory</p>);
  render(
    <>
      <OnceLoaded name="Ana" />
      <OnceLoaded name="Bo" />
    </>,
  );
  expect(screen.getAllByText('Directory')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => chunk.resolve(Greeting));
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  // Rendered again later, it shows at once: no fallback, no second load.
  render(<OnceLoaded name="Cy" />);
  expect(screen.getByText('Hello Cy')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that never comes leaves the fallback in place, and nothing throws', async () => {
  const chunk = deferred<typeof Greeting>();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const OnceLoaded = componentOnceLoaded(() => chunk.promise, <p>Directory</p>);
  render(<OnceLoaded name="Ana" />);
  await act(async () => chunk.reject(new Error('offline')));
  expect(screen.getByText('Directory')).toBeInTheDocument();
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});

test('a fallback may depend on the props: an overlay stands in only while open', async () => {
  const chunk = deferred<(props: { open: boolean }) => React.JSX.Element>();
  const Overlay = componentOnceLoaded(
    () => chunk.promise,
    ({ open }) => (open ? <p>Loading</p> : null),
  );
  const { rerender } = render(<Overlay open={false} />);
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  rerender(<Overlay open />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => chunk.resolve(({ open }) => <p>{open ? 'Sign in' : 'Closed'}</p>));
  expect(screen.getByText('Sign in')).toBeInTheDocument();
});
