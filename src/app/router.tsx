import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import SignInPage from '../pages/sign-in/sign-in-page.tsx';
import { RequireSession } from './shell/require-session.tsx';

// The error page loads only when a route fails, keeping it off every first visit.
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));

/**
 * Page modules are lazy, so a visit loads only the page asked for. The sign-in page and the
 * signed-in shell are not: every first visit needs them, and one chunk compresses better than
 * several small ones (docs/decisions/0004).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createRouter() {
  return createBrowserRouter([
    { path: '/sign-in', Component: SignInPage, ErrorBoundary: RouteError },
    {
      Component: RequireSession,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: page(() => import('../pages/dashboard/dashboard-page.tsx')) },
            {
              path: 'applications/new',
              lazy: page(() => import('../pages/new-application/new-application-page.tsx')),
            },
            {
              path: 'applications/:applicationId',
              lazy: page(() => import('../pages/application/application-page.tsx')),
            },
            { path: 'dealers', lazy: page(() => import('../pages/dealers/dealers-page.tsx')) },
            { path: 'users', lazy: page(() => import('../pages/users/users-page.tsx')) },
            { path: '*', lazy: page(() => import('../pages/not-found/not-found-page.tsx')) },
          ],
        },
      ],
    },
  ]);
}
