import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { connectToSandbox, serviceAnswers } from '../../contract/harness.test-support.ts';
import { useFocusOnArrival } from '../app/shell/use-focus-on-arrival.ts';
import { configureClient } from '../api/client.ts';
import { signInWithToken } from '../api/session.ts';
import { sessionStore } from '../api/session-store.ts';
import { capabilityOf, defaultRoles } from '../schemas/role-capabilities.ts';
import type { PortalConfig } from '../schemas/runtime-config.ts';
import ApplicationPage from '../pages/application/application-page.tsx';
import AutopayPage from '../pages/paperwork/autopay-page.tsx';
import DashboardPage from '../pages/dashboard/dashboard-page.tsx';
import DealersPage from '../pages/dealers/dealers-page.tsx';
import PaperworkPage from '../pages/paperwork/paperwork-page.tsx';
import PromotionsPage from '../pages/promotions/promotions-page.tsx';
import UserEditorPage from '../pages/users/user-editor-page.tsx';
import UsersPage from '../pages/users/users-page.tsx';
import { renderWithProviders } from './render.test-support.tsx';

/**
 * The pages a test can open, by the router's paths (src/app/router.tsx). A new page adds its
 * route here so that its tests open it as a user would.
 */
const PAGES = [
  { path: '/', Page: DashboardPage },
  { path: '/applications/:applicationId', Page: ApplicationPage },
  { path: '/applications/:applicationId/promotions', Page: PromotionsPage },
  { path: '/applications/:applicationId/paperwork', Page: PaperworkPage },
  { path: '/applications/:applicationId/autopay', Page: AutopayPage },
  { path: '/dealers', Page: DealersPage },
  { path: '/users/new', Page: UserEditorPage },
  { path: '/users/:userId/edit', Page: UserEditorPage },
  { path: '/users', Page: UsersPage },
] as const;

/**
 * The shell's part a page relies on (src/app/shell/app-layout.tsx): the main landmark, whose
 * heading takes the focus when a navigation (a submit that moves on) arrives at another page.
 */
function ShellMain() {
  useFocusOnArrival();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** The in-process sandbox a rendered page talks to (sandbox/sandbox.test-support.ts). */
export type TestSandbox = ReturnType<typeof connectToSandbox>['sandbox'];

/** An answer in place of the sandbox's: a function of the portal's request. */
export type Answer = (request: Request) => Response | Promise<Response>;

export interface RenderPageOptions {
  /** The seeded account signed in (sandbox/seed.ts); default the Sunrise dealer administrator. */
  as?: string;
  /** The sandbox's clock at the start; default the harness's (2025-06-15 15:00 UTC). */
  start?: Date;
  /** Seeded applications; default the seed's. */
  seedApplications?: number;
  /** Runtime config changes (e.g. `dealerFeeUnit`); default the test config with the shared roles. */
  config?: Partial<PortalConfig>;
  /**
   * How long a submitted application stays Processing on the sandbox's clock; default 0 (decided
   * by the next read). With a delay a test sees the decision arrive by `sandbox.advance`.
   */
  decisionDelayMs?: number;
  /** How long the lender takes to review a signed paper contract; default 0 (at once). */
  reviewDelayMs?: number;
  /**
   * 'token' signs in as the portal's token mode does (src/api/session.ts): the session knows the
   * user's dealers but no role, so the portal learns what is disabled from the service's
   * answers only. Default 'sandbox' (password sign-in; the session knows the roles).
   */
  authMode?: 'sandbox' | 'token';
  /**
   * Answers in place of the sandbox's, by `METHOD /path` with `:name` for a segment
   * (`'GET /v3/api/applications/detail/:id'`). Only for an answer no seeded account and no
   * real request can produce (the seeded roles all may read details); build it with
   * {@link serviceAnswers}, from the sandbox's own texts. Every other request reaches the sandbox.
   */
  answers?: Record<string, Answer>;
  /** The page's query client, for a test that looks at what the page did to the cache. */
  queryClient?: QueryClient;
}

/** What a test may use to prepare the world before the page opens. */
export interface PageSetup {
  sandbox: TestSandbox;
}

/** A request the portal sent once the page opened. */
export interface SentRequest {
  /** `METHOD /path`, as `'POST /v3/api/applications/stageFund/20151'`. */
  call: string;
  /** The body sent, if any: parsed when JSON, else its text. */
  body: unknown;
}

/** The sandbox's own answers (from sandbox/http.ts) for {@link RenderPageOptions.answers}. */
export { serviceAnswers };

/** A sent body: JSON as parsed, anything else (a signing page's form) as its text. */
function bodyOf(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `'POST /v3/api/applications/:id/reassign/'` as a pattern of `METHOD /path`. */
function callPattern(key: string): RegExp {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * Signs in against a new in-process sandbox, runs the test's setup, then records what the
 * portal sends (and answers from `answers` where one matches) until the test ends.
 */
async function openSandbox<T>(
  setup: (prepared: PageSetup) => Promise<T>,
  options: RenderPageOptions,
) {
  const original = globalThis.fetch;
  const { sandbox, signInThroughPortal } = connectToSandbox(options.start, {
    decisionDelayMs: options.decisionDelayMs,
    reviewDelayMs: options.reviewDelayMs,
    seedApplications: options.seedApplications,
  });
  // As the app does (src/app/app.tsx): a "disabled" answer is remembered for the session.
  configureClient({
    onDisabled: (method, path) => {
      const capability = capabilityOf(method, path);
      if (capability) sessionStore.remember(capability);
    },
  });
  onTestFinished(() => {
    globalThis.fetch = original;
    sessionStore.signOut();
    configureClient({ baseUrl: '', getToken: () => null, onDisabled: () => {} });
  });
  const as = options.as ?? 'sunrise.admin';
  const user =
    options.authMode === 'token'
      ? await signInWithToken(await sandbox.signIn(as))
      : await signInThroughPortal(as);
  const prepared = await setup({ sandbox });

  const sent: SentRequest[] = [];
  const answers = Object.entries(options.answers ?? {}).map(
    ([key, answer]) => [callPattern(key), answer] as const,
  );
  const fromSandbox = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    sent.push({ call, body: bodyOf(text) });
    const answer = answers.find(([pattern]) => pattern.test(call))?.[1];
    return answer ? answer(request) : fromSandbox(input, init);
  };
  /** The calls sent so far, as `METHOD /path`. */
  const calls = () => sent.map((request) => request.call);
  return { sandbox, user, prepared, sent, calls };
}

/** The page's config: the shared roles (public/config.json), so the portal knows what each may do. */
function configOf(options: RenderPageOptions): Partial<PortalConfig> {
  return { roles: [...defaultRoles], authMode: options.authMode ?? 'sandbox', ...options.config };
}

/**
 * A page as a signed-in user sees it, against the real sandbox in-process (contract/harness.ts):
 * the portal's fetch is the sandbox app's handler, so the page reads and changes the seeded
 * records through the real requests, and a test needs no hand-written service record.
 *
 * The one place in src that reaches the sandbox (eslint.config.js allows only this file); it
 * is for tests only. Returns the sandbox, to change the world between steps (`advance` the
 * clock, ask `request` what was stored), and what the page sent (`sent`, `calls()`).
 * `path` may be a function, run once signed in, that creates what the page shows and says where.
 */
export async function renderPage(
  path: string | ((setup: PageSetup) => Promise<string>),
  options: RenderPageOptions = {},
) {
  const opened = await openSandbox(
    // A path made once signed in: a test may first create what the page shows, through the API.
    (setup) => (typeof path === 'string' ? Promise.resolve(path) : path(setup)),
    options,
  );
  // A data router, as the app's (src/app/router.tsx): pages may ask before leaving (useBlocker).
  const router = createMemoryRouter(
    [
      {
        Component: ShellMain,
        children: PAGES.map(({ path: pattern, Page }) => ({ path: pattern, element: <Page /> })),
      },
    ],
    { initialEntries: [opened.prepared] },
  );
  const view = renderWithProviders(
    <RouterProvider router={router} />,
    configOf(options),
    options.queryClient,
  );
  return { ...view, ...opened };
}

/**
 * One component of a page, alone, against the same in-process sandbox as {@link renderPage}:
 * `ui` may be a function, run once signed in, that creates what the component shows.
 */
export async function renderInSandbox(
  ui: ReactElement | ((setup: PageSetup) => Promise<ReactElement>),
  options: RenderPageOptions = {},
) {
  const opened = await openSandbox(
    (setup) => (typeof ui === 'function' ? ui(setup) : Promise.resolve(ui)),
    options,
  );
  const view = renderWithProviders(opened.prepared, configOf(options));
  return { ...view, ...opened };
}
