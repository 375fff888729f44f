import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConfigContext } from '../api/config.ts';
import { appI18n } from '../components/i18n/catalogs.ts';
import type { PortalConfig } from '../schemas/runtime-config.ts';

export const testConfig: PortalConfig = {
  apiBaseUrl: '',
  authMode: 'sandbox',
  roles: [{ id: 1, name: 'Operator' }],
  statusWindowDays: 90,
  idleTimeoutMinutes: 15,
  dealerFeeUnit: 'percent',
};

/**
 * Render inside the providers every page and component expects. Queries do not retry unless
 * the test gives its own client (the portal's, to see its retries).
 */
export function renderWithProviders(
  ui: ReactNode,
  config: Partial<PortalConfig> = {},
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <I18nProvider i18n={appI18n}>
      <ConfigContext value={{ ...testConfig, ...config }}>
        <MantineProvider>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </MantineProvider>
      </ConfigContext>
    </I18nProvider>,
  );
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
