import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stylesheetsFirst } from './scripts/stylesheets-first.ts';

// The sandbox is mounted by scripts/dev.ts (dev) and scripts/start.ts (built app),
// so this file stays a plain front-end build description.
export default defineConfig({
  plugins: [react(), stylesheetsFirst()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
});
