// A component from a chunk of its own, shown the moment the chunk is in (docs/decisions/100).
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The component `load` brings, with `fallback` in its place until it is in. Not React.lazy: React
 * reveals a Suspense boundary's content at the earliest 300 ms after its fallback showed (it
 * batches reveals), and on a first visit the chunk is usually in well before that. Here a plain
 * update shows it at once. The chunk is asked for at the first render, as React.lazy does, so a
 * tree that has not shown yet has it on the way. If it never comes (offline, no service worker),
 * the fallback stays. `fallback` may depend on the props (an overlay shows one only while open).
 */
export function componentOnceLoaded<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode | ((props: Props) => ReactNode),
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => (loading ??= load().then((component) => (loaded = component)));

  return function OnceLoaded(props: Props) {
    if (loaded === null) void start().catch(() => undefined);
    const [ready, setReady] = useState(() => loaded !== null);
    useEffect(() => {
      if (ready) return;
      let live = true;
      start().then(
        () => live && setReady(true),
        (error: unknown) => console.error('A part of the page could not load', error),
      );
      return () => {
        live = false;
      };
    }, [ready]);
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return <>{typeof fallback === 'function' ? fallback(props) : fallback}</>;
  };
}
