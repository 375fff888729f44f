import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const exclude = ['**/*.test.*', '**/*.test-support.*', '**/node_modules/**'];

/**
 * Catalogs of their own, each beside the code it serves (folder → the sources it holds), which
 * those modules register when they load (`locales/catalog.ts`, `registerCatalog`): a route then
 * carries only the text of what it shows. Every other message goes to the shared catalog
 * (`src/locales`), which the entry carries.
 */
export const OWN_CATALOGS: Record<string, string[]> = {
  'src/components/i18n/locales': ['src/components/i18n/'],
  'src/components/plans-locales': [
    'src/components/plan-words.tsx',
    'src/components/plans-side-by-side.tsx',
  ],
  'src/pages/promotions/locales': ['src/pages/promotions/'],
  'src/components/fields/locales': ['src/components/fields/'],
  'src/pages/new-application/customer-mode/locales': ['src/pages/new-application/customer-mode/'],
  'src/pages/new-application/locales': [
    'src/pages/new-application/party-fields.tsx',
    'src/pages/new-application/employment-fields.tsx',
    'src/pages/new-application/income-fields.tsx',
    'src/pages/new-application/residence-fields.tsx',
  ],
  'src/pages/paperwork/locales': [
    'src/pages/paperwork/submission-result.tsx',
    'src/pages/paperwork/autopay-notice.tsx',
    'src/pages/paperwork/esign-notice.tsx',
  ],
  'src/pages/application/customer-decision/locales': ['src/pages/application/customer-decision/'],
};

const own = Object.values(OWN_CATALOGS).flat();
const inRoot = (path: string) => `<rootDir>/${path}`;

/**
 * The portal's message catalogs (docs/decisions/0039). English is the source; Spanish is for
 * the customer's screens and loads only when the customer chooses it. `npm run i18n:extract`
 * adds new messages to the catalogs; Vite compiles the .po files on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...exclude, ...own.map((path) => inRoot(path.endsWith('/') ? `${path}**` : path))],
    },
    ...Object.entries(OWN_CATALOGS).map(([folder, include]) => ({
      path: inRoot(`${folder}/{locale}`),
      include: include.map(inRoot),
      exclude,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
