import { createBrowserRouter } from 'react-router';
import { AppShell } from './components/app-shell';
import { HomeScreen } from './routes/home';
import { NotFoundScreen } from './routes/not-found';

export const routes = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomeScreen /> },
      {
        path: 'thoughts',
        lazy: async () => ({ Component: (await import('./routes/thoughts')).ThoughtsScreen }),
      },
      {
        path: 'rewards',
        lazy: async () => ({ Component: (await import('./routes/rewards')).RewardsScreen }),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
