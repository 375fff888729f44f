import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The portal's message catalogs (docs/decisions/0039): English is the source and always loaded;
 * Spanish is for the customer's screens and loads only when the customer chooses it.
 * `npx lingui extract` adds new messages to both catalogs; Vite compiles the .po files.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.test-support.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
