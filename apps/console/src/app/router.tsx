import { createBrowserRouter, type RouteObject } from 'react-router';
import { CallbackPage } from '../auth/callback-page.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { loadConsolePhrases } from '../i18n/i18n.ts';
import { PageLoading } from '../kit/page-loading.tsx';
import { RouteErrorBoundary } from './errors/error-boundaries.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { IndexRoute } from './index-route.tsx';
import { profilePhrases } from './section-phrases.ts';
import type { ConsoleSection } from './sections.ts';
import { ConsoleShell } from './shell/console-shell.tsx';

/**
 * Routes of the self-hosted edition: the pages outside a tenant, then the tenant pages without a
 * prefix (spec §2). Sections contribute their own routes.
 */
export const buildRoutes = (sections: readonly ConsoleSection[]): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorBoundary />,
    // Shown while the first lazy route loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'callback', element: <CallbackPage /> },
      {
        path: 'profile/*',
        lazy: async () => {
          const [profile] = await Promise.all([
            import('../profile/profile-layout.tsx'),
            loadConsolePhrases(profilePhrases),
          ]);
          return { Component: profile.ProfileRoute };
        },
      },
      {
        element: (
          <RequireAuth>
            <ConsoleShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <IndexRoute /> },
          ...sections.flatMap((section) => section.routes),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createConsoleRouter = (sections: readonly ConsoleSection[]) =>
  createBrowserRouter(buildRoutes(sections), { basename: '/console' });
