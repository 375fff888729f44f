import { createBrowserRouter } from 'react-router';
import { lazy } from 'react';
import { RequireSession } from './shell/require-session.tsx';
import SignInPage from '../pages/sign-in/sign-in-page.tsx';

// The error page loads only when a route fails, keeping it off every first visit.
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));

/**
 * Every route module is lazy, so the first visit loads only the shell and the page asked for.
 * `routeModules` is also read by the bench script to measure each route's first visit.
 */
export const routeModules = {
  dashboard: () => import('../pages/dashboard/dashboard-page.tsx'),
  newApplication: () => import('../pages/new-application/new-application-page.tsx'),
  dealers: () => import('../pages/dealers/dealers-page.tsx'),
  users: () => import('../pages/users/users-page.tsx'),
  notFound: () => import('../pages/not-found/not-found-page.tsx'),
};

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
            { index: true, lazy: page(routeModules.dashboard) },
            { path: 'applications/new', lazy: page(routeModules.newApplication) },
            { path: 'dealers', lazy: page(routeModules.dealers) },
            { path: 'users', lazy: page(routeModules.users) },
            { path: '*', lazy: page(routeModules.notFound) },
          ],
        },
      ],
    },
  ]);
}
