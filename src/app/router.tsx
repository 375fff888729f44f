import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { dealersQuery } from '../api/dealers.ts';
import { sessionStore } from '../api/session-store.ts';
import { statusBoardQuery } from '../api/status-sync.ts';
import { usersQuery } from '../api/users.ts';
import { inTaskOfItsOwn, nextTask } from '../lib/tasks.ts';
import { readView } from '../pages/dashboard/url-state.ts';
import SignInPage from '../pages/sign-in/sign-in-page.tsx';
import { RequireSession } from './shell/require-session.tsx';

// The error page loads only when a route fails, keeping it off every first visit.
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));

/**
 * Page modules are lazy, so a visit loads only the page asked for. The sign-in page and the
 * signed-in shell are not: every first visit needs them, and one chunk compresses better than
 * several small ones (docs/decisions/0004). The request for the module (with the links that
 * preload its chunks and styles, ~5–15 ms of DOM work) is made in a task of its own, apart
 * from the navigation that asks for it (src/lib/tasks.ts).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  await nextTask();
  return { Component: (await load()).default };
};

/** New user and edit user are one page; one loader, so one preload list in the entry. */
const userEditor = page(() => import('../pages/users/user-editor-page.tsx'));

/**
 * The dashboard's statuses, dealers and users are asked for as soon as the route matches, while
 * its page module is still downloading, rather than after it has loaded and rendered: on a phone
 * that is a round trip and a chunk sooner (the dealers give the attestation banners, often the
 * largest thing the page paints). Not awaited, so the page renders as before; its own queries
 * find the requests in flight. (Awaiting the dealers, so the banners come with the first paint,
 * made Lighthouse's score worse: 0.88 against 0.92.) Only when signed in: a request without a
 * token would end the session.
 */
function startDashboardLoad(queryClient: QueryClient, statusWindowDays: number) {
  return ({ request }: LoaderFunctionArgs) => {
    if (sessionStore.token()) {
      const { days } = readView(new URL(request.url).searchParams, statusWindowDays);
      // Each request is built in a task of its own (src/lib/tasks.ts).
      inTaskOfItsOwn(() => void queryClient.prefetchQuery(statusBoardQuery(days)));
      inTaskOfItsOwn(() => void queryClient.prefetchQuery(dealersQuery()));
      inTaskOfItsOwn(() => void queryClient.prefetchQuery(usersQuery()));
    }
    return null;
  };
}

export function createRouter({
  queryClient,
  statusWindowDays,
}: {
  queryClient: QueryClient;
  statusWindowDays: number;
}) {
  return createBrowserRouter([
    { path: '/sign-in', Component: SignInPage, ErrorBoundary: RouteError },
    {
      Component: RequireSession,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              loader: startDashboardLoad(queryClient, statusWindowDays),
              // Filters, sort and search live in the address too; only the window changes the
              // statuses asked for, so only it (or arriving at the page) starts the load again.
              shouldRevalidate: ({ currentUrl, nextUrl }) =>
                currentUrl.pathname !== nextUrl.pathname ||
                currentUrl.searchParams.get('days') !== nextUrl.searchParams.get('days'),
              lazy: page(() => import('../pages/dashboard/dashboard-page.tsx')),
            },
            {
              path: 'applications/new',
              lazy: page(() => import('../pages/new-application/new-application-page.tsx')),
            },
            {
              path: 'applications/:applicationId',
              lazy: page(() => import('../pages/application/application-page.tsx')),
            },
            {
              path: 'applications/:applicationId/promotions',
              lazy: page(() => import('../pages/promotions/promotions-page.tsx')),
            },
            {
              path: 'applications/:applicationId/paperwork',
              lazy: page(() => import('../pages/paperwork/paperwork-page.tsx')),
            },
            { path: 'dealers', lazy: page(() => import('../pages/dealers/dealers-page.tsx')) },
            { path: 'users', lazy: page(() => import('../pages/users/users-page.tsx')) },
            { path: 'users/new', lazy: userEditor },
            { path: 'users/:userId/edit', lazy: userEditor },
            { path: '*', lazy: page(() => import('../pages/not-found/not-found-page.tsx')) },
          ],
        },
      ],
    },
  ]);
}
