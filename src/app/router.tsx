import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { sessionStore } from '../api/session-store.ts';
import type { Role } from '../schemas/runtime-config.ts';
import SignInPage from '../pages/sign-in/sign-in-page.tsx';
import {
  INTENT_FRESH_MS,
  routeData,
  withShellData,
  type RouteData,
  type RouteDataContext,
} from './route-data.ts';
import { PageLoading } from './shell/app-layout.tsx';
import { RequireSession } from './shell/require-session.tsx';

// The error page loads only when a route fails, keeping it off every first visit.
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));

/**
 * Page modules are lazy, so a visit loads only the page asked for. The sign-in page and the
 * signed-in shell are not: every first visit needs them. The module is kept once loaded: a
 * route prefetched on intent then resolves within the click's navigation, with no task between
 * (a dynamic import of a loaded module still answers in a later task), so no loading state
 * shows for a page that is ready. A failed load is tried again the next time.
 */
function page(load: () => Promise<{ default: React.ComponentType }>) {
  let loading: Promise<{ Component: React.ComponentType }> | undefined;
  return () =>
    (loading ??= load().then(
      (module) => ({ Component: module.default }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

/** New user and edit user are one page, so both routes share its one kept module. */
const userEditor = page(() => import('../pages/users/user-editor-page.tsx'));

/** What a route starts when it matches or on intent (src/app/route-data.ts). */
interface RouteHandle {
  data: RouteData;
}

/**
 * The route's data is asked for as soon as it matches, while its page module downloads, and the
 * route waits for those answers (a failed one too: the page says what went wrong). The page then
 * renders once, with its data, inside the router's transition, which React renders in slices;
 * an answer arriving after the page rendered would be rendered in one long task instead. The
 * shell's loading indicator shows while a click waits. Only when signed in: a request without a
 * token would end the session.
 *
 * `paintsWhileLoading` is for a page whose loading is part of its design (the dashboard holds
 * its rows' place while ten thousand statuses arrive, decision 0033): its data starts and the
 * page renders at once.
 */
function startingData(
  context: RouteDataContext,
  data: RouteData,
  { paintsWhileLoading = false } = {},
) {
  const handle: RouteHandle = { data: withShellData(data) };
  return {
    handle,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      if (!sessionStore.token()) return null;
      const answered = handle.data(context, { params, url: new URL(request.url) });
      if (!paintsWhileLoading) await answered;
      return null;
    },
  };
}

/** `/applications/:id/paperwork?mode=autopay`, the old address of autopay alone, now its own route. */
function autopayRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('mode') !== 'autopay') return null;
  url.searchParams.delete('mode');
  const path = url.pathname.replace(/\/paperwork\/?$/, '/autopay');
  return redirect(`${path}${url.search}${url.hash}`);
}

export interface PortalRouter {
  router: ReturnType<typeof createBrowserRouter>;
  /** Starts the page module and the data of the route at `path` (a link a person shows intent on). */
  prefetch: (path: string) => void;
}

export function createRouter({
  queryClient,
  statusWindowDays,
  roles,
}: {
  queryClient: QueryClient;
  statusWindowDays: number;
  roles: readonly Role[];
}): PortalRouter {
  const context: RouteDataContext = { queryClient, roles, statusWindowDays };
  const paperwork = startingData(context, routeData.paperwork);
  const routes: RouteObject[] = [
    { path: '/sign-in', Component: SignInPage, ErrorBoundary: RouteError },
    {
      Component: RequireSession,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          // A first visit paints the shell at once; the page follows with its module and data.
          HydrateFallback: PageLoading,
          children: [
            {
              index: true,
              ...startingData(context, routeData.dashboard, { paintsWhileLoading: true }),
              // Filters, sort and search live in the address too; only the window changes the
              // statuses asked for, so only it (or arriving at the page) starts the load again.
              shouldRevalidate: ({ currentUrl, nextUrl }) =>
                currentUrl.pathname !== nextUrl.pathname ||
                currentUrl.searchParams.get('days') !== nextUrl.searchParams.get('days'),
              lazy: page(() => import('../pages/dashboard/dashboard-page.tsx')),
            },
            {
              path: 'applications/new',
              ...startingData(context, routeData.newApplication),
              lazy: page(() => import('../pages/new-application/new-application-page.tsx')),
            },
            {
              path: 'applications/:applicationId',
              ...startingData(context, routeData.application),
              lazy: page(() => import('../pages/application/application-page.tsx')),
            },
            {
              path: 'applications/:applicationId/promotions',
              ...startingData(context, routeData.promotions),
              lazy: page(() => import('../pages/promotions/promotions-page.tsx')),
            },
            {
              path: 'applications/:applicationId/paperwork',
              handle: paperwork.handle,
              loader: (args: LoaderFunctionArgs) => autopayRedirect(args) ?? paperwork.loader(args),
              lazy: page(() => import('../pages/paperwork/paperwork-page.tsx')),
            },
            {
              path: 'applications/:applicationId/autopay',
              ...startingData(context, routeData.autopay),
              lazy: page(() => import('../pages/paperwork/autopay-page.tsx')),
            },
            {
              path: 'reports',
              ...startingData(context, routeData.reports, { paintsWhileLoading: true }),
              // As the dashboard: only the window changes the statuses asked for.
              shouldRevalidate: ({ currentUrl, nextUrl }) =>
                currentUrl.pathname !== nextUrl.pathname ||
                currentUrl.searchParams.get('days') !== nextUrl.searchParams.get('days'),
              lazy: page(() => import('../pages/reports/reports-page.tsx')),
            },
            {
              path: 'dealers',
              ...startingData(context, routeData.dealers),
              lazy: page(() => import('../pages/dealers/dealers-page.tsx')),
            },
            {
              path: 'users',
              ...startingData(context, routeData.users),
              lazy: page(() => import('../pages/users/users-page.tsx')),
            },
            {
              path: 'users/new',
              ...startingData(context, routeData.userEditor),
              lazy: userEditor,
            },
            {
              path: 'users/:userId/edit',
              ...startingData(context, routeData.userEditor),
              lazy: userEditor,
            },
            { path: '*', lazy: page(() => import('../pages/not-found/not-found-page.tsx')) },
          ],
        },
      ],
    },
  ];
  const onIntent: RouteDataContext = { ...context, freshFor: INTENT_FRESH_MS };
  return {
    router: createBrowserRouter(routes),
    prefetch: (path) => {
      if (!sessionStore.token()) return;
      const url = new URL(path, window.location.origin);
      for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
        if (typeof route.lazy === 'function') void route.lazy();
        void (route.handle as RouteHandle | undefined)?.data(onIntent, { params, url });
      }
    },
  };
}
