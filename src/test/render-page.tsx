import { onTestFinished } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { connectToSandbox } from '../../contract/harness.ts';
import { configureClient } from '../api/client.ts';
import { sessionStore } from '../api/session-store.ts';
import type { PortalConfig } from '../schemas/config.ts';
import ApplicationPage from '../pages/application/application-page.tsx';
import PromotionsPage from '../pages/promotions/promotions-page.tsx';
import { renderWithProviders } from './render.tsx';

/**
 * The pages a test can open, by the router's paths (src/app/router.tsx). A new page adds its
 * route here so that its tests open it as a user would.
 */
const PAGES = [
  { path: '/applications/:applicationId', Page: ApplicationPage },
  { path: '/applications/:applicationId/promotions', Page: PromotionsPage },
] as const;

export interface RenderPageOptions {
  /** The seeded account signed in (sandbox/seed.ts); default the Sunrise dealer administrator. */
  as?: string;
  /** The sandbox's clock at the start; default the harness's (2025-06-15 15:00 UTC). */
  start?: Date;
  /** Seeded applications; default the seed's. */
  seedApplications?: number;
  /** Runtime config changes (e.g. `dealerFeeUnit`); default the test config. */
  config?: Partial<PortalConfig>;
}

/**
 * A page as a signed-in user sees it, against the real sandbox in-process (contract/harness.ts):
 * the portal's fetch is the sandbox app's handler, so the page reads and changes the seeded
 * records through the real requests, and a test needs no hand-written service record.
 *
 * The one place in src that reaches the sandbox (eslint.config.js allows only this file); it
 * is for tests only. Returns the sandbox, to change the world between steps (`advance` the
 * clock, ask `request` what was stored).
 * `path` may be a function, run once signed in, that creates what the page shows and says where.
 */
export async function renderPage(
  path: string | (() => Promise<string>),
  options: RenderPageOptions = {},
) {
  const original = globalThis.fetch;
  const { sandbox, signInThroughPortal } = connectToSandbox(options.start);
  onTestFinished(() => {
    globalThis.fetch = original;
    sessionStore.signOut();
    configureClient({ baseUrl: '', getToken: () => null });
  });
  const user = await signInThroughPortal(options.as ?? 'sunrise.admin');
  // A path made once signed in: a test may first create what the page shows, through the API.
  const at = typeof path === 'string' ? path : await path();
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        {PAGES.map(({ path: pattern, Page }) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
      </Routes>
    </MemoryRouter>,
    options.config,
  );
  return { ...view, sandbox, user };
}
