import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadConfig } from './load-config.ts';

/** Render the portal once its runtime config is read, or a page saying why it cannot start. */
export async function boot(configRequest: Promise<Response>) {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConfig('/config.json', configRequest);
  if (result.ok) {
    // A transition lets React render in slices, so the first render is no single long task
    // (Total Blocking Time on a slow phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App config={result.config} />
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
