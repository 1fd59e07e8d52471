import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app';
import { activateLanguage, i18n } from './i18n/i18n';
import { startingLanguage } from './i18n/language-choice';
import { createQueryClient } from './lib/query-client';
import { userQueryOptions } from './lib/user-query';
import { createRouter } from './router';
import './styles.css';

// index.html, ours, always has it.
const root = document.getElementById('root') as HTMLElement;

// One client for the screens and the router's loaders, which prefetch into it.
const queryClient = createQueryClient();
// Who is signed in and the shell's messages load together; nothing paints in a language the
// person did not ask for.
const language = activateLanguage(startingLanguage());
// Every screen waits for who is signed in before it paints: ask now, while the router is still
// fetching the screen's chunk, rather than after React's first render has subscribed.
void queryClient.prefetchQuery(userQueryOptions);

// The service worker, production builds only, once the page has loaded: a chunk of its own, not
// part of the first load (docs/decisions/024).
if (import.meta.env.PROD) {
  addEventListener(
    'load',
    () => void import('./lib/service-worker').then((sw) => sw.startServiceWorker(i18n)),
  );
}

// The router starts the screen's chunk, its messages and its data reads as it is made: beside the
// shell's messages, not after them, one round trip sooner (docs/decisions/082).
const router = createRouter(queryClient);
await language;
createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
