import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from '../api/client.ts';
import { ConfigContext } from '../api/config.ts';
import { createQueryClient } from '../api/query-client.ts';
import { sessionStore } from '../api/session-store.ts';
import type { PortalConfig } from '../schemas/config.ts';
import { createRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App({ config }: { config: PortalConfig }) {
  const [queryClient] = useState(() => {
    configureClient({
      baseUrl: config.apiBaseUrl,
      getToken: sessionStore.token,
      onUnauthorized: sessionStore.expire,
    });
    return createQueryClient();
  });
  const [router] = useState(() =>
    createRouter({ queryClient, statusWindowDays: config.statusWindowDays }),
  );

  return (
    <ConfigContext value={config}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </ConfigContext>
  );
}
