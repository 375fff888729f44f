import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '../api/session-store.ts';
import { App, startPortal } from './app.tsx';
import { loadConfig } from './load-config.ts';

/** Render the portal once its runtime config is read, or a page saying why it cannot start. */
export async function boot(configRequest: Promise<Response>) {
  const root = createRoot(document.getElementById('root')!);
  // A new tab asks the portal's signed-in tabs for the session while the config arrives, so
  // its first page is already signed in; with no signed-in tab open nothing waits for it.
  const [result] = await Promise.all([
    loadConfig('/config.json', configRequest),
    sessionStore.askOpenTabs(),
  ]);
  if (result.ok) {
    // The router's first navigation (the route's data and page module) starts with the config,
    // and the shell renders in the same task; a transition lets React render in slices, so the
    // first render is no single long task (Total Blocking Time on a slow phone).
    const portal = startPortal(result.config);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App portal={portal} />
        </StrictMode>,
      );
    });
    return;
  }
  // Loaded only when needed: a healthy start never pays for the error page.
  const { ConfigErrorPage } = await import('./config-error-page.tsx');
  root.render(
    <StrictMode>
      <ConfigErrorPage problem={result.problem} details={result.details} />
    </StrictMode>,
  );
}
