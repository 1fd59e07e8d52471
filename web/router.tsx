import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './components/app-shell';
import { ScreenLoadFailed, ScreenLoading, TitledScreen } from './components/screen-layout';
import { loadNamespace, type Namespace } from './i18n/i18n';
import { HomeScreen } from './routes/home';

/**
 * A lazy screen's chunk and its messages, downloaded side by side; screens where a failed call
 * is described to the person (describeError) also get the error messages.
 */
async function withMessages<Module>(chunk: Promise<Module>, ...namespaces: Namespace[]) {
  const [module] = await Promise.all([chunk, ...namespaces.map(loadNamespace)]);
  return module;
}

/**
 * The route table. On a first visit to a lazy screen the shell paints at once, with the screen's
 * `hydrateFallbackElement` where the screen will be: without one, the router paints nothing at
 * all until the chunk has arrived. Given the app's query client, `/thoughts` starts its data
 * reads in its loader, which the router runs alongside the lazy chunk's download (and, on a first
 * visit, before React has even rendered), instead of after the chunk has arrived and rendered.
 * The loader does not wait for them: the screen shows its own loading states.
 */
export function createRoutes(queryClient: QueryClient | null): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        {
          // A screen that fails to load shows why in its place, under the navigation.
          errorElement: <ScreenLoadFailed />,
          children: [
            { index: true, element: <HomeScreen /> },
            {
              path: 'thoughts',
              element: <TitledScreen title="common.title.thoughts" />,
              children: [
                {
                  index: true,
                  // The prefetch code is a few hundred bytes of its own, fetched alongside the
                  // screen's chunk rather than in the first load of `/`.
                  loader: queryClient
                    ? async () => {
                        const { prefetchCommunity } =
                          await import('./features/thoughts/api/prefetch-community');
                        prefetchCommunity(queryClient);
                        return null;
                      }
                    : undefined,
                  hydrateFallbackElement: <ScreenLoading />,
                  lazy: async () => ({
                    Component: (
                      await withMessages(import('./routes/thoughts'), 'thoughts', 'errors')
                    ).ThoughtsScreen,
                  }),
                },
              ],
            },
            {
              path: 'help',
              element: <TitledScreen title="common.title.help" />,
              children: [
                {
                  index: true,
                  hydrateFallbackElement: <ScreenLoading />,
                  lazy: async () => ({
                    Component: (await withMessages(import('./routes/help'), 'help')).HelpScreen,
                  }),
                },
              ],
            },
            {
              path: 'rewards',
              hydrateFallbackElement: <ScreenLoading />,
              lazy: async () => ({
                Component: (await withMessages(import('./routes/rewards'), 'rewards'))
                  .RewardsScreen,
              }),
            },
            {
              path: 'moderation',
              hydrateFallbackElement: <ScreenLoading />,
              lazy: async () => ({
                Component: (
                  await withMessages(import('./routes/moderation'), 'moderation', 'errors')
                ).ModerationScreen,
              }),
            },
            {
              path: 'me',
              hydrateFallbackElement: <ScreenLoading />,
              // My Echo opens threads with their comments, which speak the thoughts catalog.
              lazy: async () => ({
                Component: (
                  await withMessages(import('./routes/my-echo'), 'me', 'thoughts', 'errors')
                ).MyEchoScreen,
              }),
            },
            {
              path: '*',
              hydrateFallbackElement: <ScreenLoading />,
              lazy: async () => ({
                Component: (await import('./routes/not-found')).NotFoundScreen,
              }),
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
