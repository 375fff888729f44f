import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  test: {
    // Headroom for a busy machine (docs/decisions/0013): the default 5 s is short for a form
    // filled by user-event; speed is measured by `npm run bench`, never by a test's time limit.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.test-support.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
    ],
  },
});
