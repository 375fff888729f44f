import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from '../api/client.ts';
import { ConfigContext } from '../api/config.ts';
import { createQueryClient } from '../api/query-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { capabilityOf } from '../schemas/role-capabilities.ts';
import type { PortalConfig } from '../schemas/runtime-config.ts';
import { RoutePrefetchContext } from '../components/intent-link.tsx';
import { appI18n } from '../components/i18n/catalogs.ts';
import { createRouter, type PortalRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** What the portal runs on: its config, the HTTP client's settings, the query cache, the router. */
export interface Portal {
  config: PortalConfig;
  queryClient: QueryClient;
  routing: PortalRouter;
}

/**
 * Sets the portal up outside React's render. Creating the router starts its first navigation
 * (the route's loader, so its requests, and the page's module) before React's first render.
 */
export function startPortal(config: PortalConfig): Portal {
  configureClient({
    baseUrl: config.apiBaseUrl,
    getToken: sessionStore.token,
    onUnauthorized: sessionStore.expire,
    onDisabled: (method, path) => {
      const capability = capabilityOf(method, path);
      if (capability) sessionStore.remember(capability);
    },
  });
  const queryClient = createQueryClient();
  let previous = sessionStore.get();
  sessionStore.subscribe(() => {
    const session = sessionStore.get();
    // A sign-out in another tab ends this tab's session too: what it loaded is forgotten too.
    if (session.status === 'signed-out') queryClient.clear();
    // The same user signed in again (here or in another tab) after a 401: what failed meanwhile
    // is asked again, and what resumed by itself is not cancelled.
    if (
      previous.status === 'expired' &&
      session.status === 'active' &&
      previous.user?.id === session.user?.id &&
      previous.user?.username === session.user?.username
    ) {
      void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
    }
    previous = session;
  });
  const routing = createRouter({
    queryClient,
    statusWindowDays: config.statusWindowDays,
    roles: config.roles,
  });
  return { config, queryClient, routing };
}

export function App({ portal }: { portal: Portal }) {
  return (
    <I18nProvider i18n={appI18n}>
      <ConfigContext value={portal.config}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
        >
          <QueryClientProvider client={portal.queryClient}>
            <RoutePrefetchContext value={portal.routing.prefetch}>
              <RouterProvider router={portal.routing.router} />
            </RoutePrefetchContext>
          </QueryClientProvider>
        </MantineProvider>
      </ConfigContext>
    </I18nProvider>
  );
}
