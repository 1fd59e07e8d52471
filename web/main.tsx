import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app';
import { createQueryClient } from './lib/query-client';
import { userQueryOptions } from './lib/user-query';
import { createRouter } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// One client for the screens and the router's loaders, which prefetch into it.
const queryClient = createQueryClient();
// Every screen waits for who is signed in before it paints: ask now, while the router is still
// fetching the screen's chunk, rather than after React's first render has subscribed.
void queryClient.prefetchQuery(userQueryOptions);

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={createRouter(queryClient)} />
    </AppProviders>
  </StrictMode>,
);
