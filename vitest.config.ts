import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
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
