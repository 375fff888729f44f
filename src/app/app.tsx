import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from '../api/client.ts';
import { ConfigContext } from '../api/config.ts';
import { createQueryClient } from '../api/query-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { capabilityOf } from '../schemas/role-capabilities.ts';
import type { PortalConfig } from '../schemas/runtime-config.ts';
import { createRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** What the portal runs on: its config, the HTTP client's settings, the query cache, the router. */
export interface Portal {
  config: PortalConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/**
 * Sets the portal up outside React's render. Creating the router starts its first navigation
 * (the route's loader, so the dashboard's requests, and the page's module): inside the first
 * render that was one unsliced task of ~150 ms on a throttled phone; here it is a task of its
 * own, before React renders in slices (src/app/boot.tsx).
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
  const router = createRouter({ queryClient, statusWindowDays: config.statusWindowDays });
  return { config, queryClient, router };
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
          <RouterProvider router={portal.router} />
        </QueryClientProvider>
      </MantineProvider>
    </ConfigContext>
  );
}
