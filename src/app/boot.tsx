import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from '../lib/tasks.ts';
import { App, startPortal } from './app.tsx';
import { loadConfig } from './load-config.ts';

/** Render the portal once its runtime config is read, or a page saying why it cannot start. */
export async function boot(configRequest: Promise<Response>) {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConfig('/config.json', configRequest);
  if (result.ok) {
    // Reading the config, the router's first navigation (started by startPortal) and React's
    // first render each in tasks of their own; a transition lets React render in slices, so
    // the first render is no single long task either (Total Blocking Time on a slow phone).
    await nextTask();
    const portal = startPortal(result.config);
    await nextTask();
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
