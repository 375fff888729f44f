import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from '../api/client.ts';
import { ConfigContext } from '../api/config.ts';
import { createQueryClient } from '../api/query-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { capabilityOf } from '../schemas/role-capabilities.ts';
import type { PortalConfig } from '../schemas/runtime-config.ts';
import { RoutePrefetchContext } from '../components/intent-link.tsx';
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
  const routing = createRouter({
    queryClient,
    statusWindowDays: config.statusWindowDays,
    roles: config.roles,
  });
  return { config, queryClient, routing };
}

export function App({ portal }: { portal: Portal }) {
  return (
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
  );
}
