import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const exclude = ['**/*.test.*', '**/*.test-support.*', '**/node_modules/**'];

/**
 * The customer's catalogs (docs/decisions/0039, 0046): everything a customer sees, complete in
 * every language (the parity test holds them to it). Each folder maps to the sources it holds,
 * and its modules register it when they load (`locales/catalog.ts`, `registerCatalog`), so a
 * route carries only the text of what it shows.
 */
export const CUSTOMER_CATALOGS: Record<string, string[]> = {
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

/**
 * The dealer's own screens, English for now (issue 35): the same catalogs, one per page, which
 * the page's route modules register. Their `es.po` stays blank and is never loaded; filling it
 * and registering its loader gives the dealer's screens Spanish. Whatever no catalog here or
 * above holds (the shell and the shared components) goes to the shared catalog, `src/locales`,
 * which the entry carries.
 */
export const DEALER_CATALOGS: Record<string, string[]> = {
  'src/app/shell/dialog-locales': [
    'src/app/shell/idle-warning-dialog.tsx',
    'src/app/shell/session-expired-dialog.tsx',
    'src/app/shell/sign-out-dialog.tsx',
  ],
  'src/components/uploader/locales': ['src/components/uploader/'],
  'src/pages/application/dealer-locales': ['src/pages/application/'],
  // The dialogs the page loads only when asked carry their own words.
  'src/pages/application/change-amount-locales': ['src/pages/application/change-amount-dialog.tsx'],
  'src/pages/application/paper-signing-locales': ['src/pages/application/paper-signing-panel.tsx'],
  'src/pages/dashboard/locales': ['src/pages/dashboard/'],
  // What loads after the dashboard's first rows, or only when asked, carries its own words.
  'src/pages/dashboard/feed-locales': [
    'src/pages/dashboard/since-last-visit.tsx',
    'src/pages/dashboard/since-last-visit-words.ts',
  ],
  'src/pages/dashboard/settings-locales': ['src/pages/dashboard/due-soon-settings-form.tsx'],
  'src/pages/dealers/locales': ['src/pages/dealers/'],
  'src/pages/new-application/dealer-locales': ['src/pages/new-application/'],
  'src/pages/not-found/locales': ['src/pages/not-found/'],
  'src/pages/paperwork/dealer-locales': ['src/pages/paperwork/'],
  'src/pages/reports/locales': ['src/pages/reports/'],
  'src/pages/sign-in/locales': ['src/pages/sign-in/'],
  'src/pages/users/locales': ['src/pages/users/'],
  // The user form's route carries its own words, not the list's (and the list not the form's).
  'src/pages/users/editor-locales': [
    'src/pages/users/user-editor-page.tsx',
    'src/pages/users/user-form.tsx',
    'src/pages/users/email-refusals.ts',
  ],
};

const OWN_CATALOGS = { ...CUSTOMER_CATALOGS, ...DEALER_CATALOGS };
const own = Object.values(OWN_CATALOGS).flat();
const inRoot = (path: string) => `<rootDir>/${path}`;
const pattern = (path: string) => inRoot(path.endsWith('/') ? `${path}**` : path);
/** What another catalog holds inside one of these paths (a customer file in a dealer's page). */
const heldElsewhere = (include: string[]) =>
  own.filter((other) => include.some((path) => other !== path && other.startsWith(path)));

/**
 * The portal's message catalogs (docs/decisions/0039, 0046). English is the source; Spanish is
 * for the customer's screens and loads only when the customer chooses it. `npm run i18n:extract`
 * adds new messages to the catalogs; Vite compiles the .po files on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...exclude, ...own.map(pattern)],
    },
    ...Object.entries(OWN_CATALOGS).map(([folder, include]) => ({
      path: inRoot(`${folder}/{locale}`),
      include: include.map(inRoot),
      exclude: [...exclude, ...heldElsewhere(include).map(pattern)],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
