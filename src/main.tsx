import './app/styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadConfig } from './app/load-config.ts';

const root = createRoot(document.getElementById('root')!);

void loadConfig().then(async (result) => {
  if (result.ok) {
    root.render(
      <StrictMode>
        <App config={result.config} />
      </StrictMode>,
    );
    return;
  }
  // Loaded only when needed: a healthy start never pays for the error page.
  const { ConfigErrorPage } = await import('./app/config-error-page.tsx');
  root.render(
    <StrictMode>
      <ConfigErrorPage problem={result.problem} details={result.details} />
    </StrictMode>,
  );
});
