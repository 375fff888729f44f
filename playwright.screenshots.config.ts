import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screenshots`: the pictures for people to look at (test-results/screenshots/), apart
 * from the tests. It runs the page tour (e2e/pages.screenshots.ts) and the journeys that picture
 * what they reach (e2e/shots.test-support.ts takes pictures in this project only).
 */
export default defineConfig({
  ...base,
  testMatch: [
    'pages.screenshots.ts',
    'application-page.spec.ts',
    'change-order.spec.ts',
    'checklist.spec.ts',
    'dashboard.spec.ts',
    'dashboard-names.spec.ts',
    'due-soon.spec.ts',
    'documents.spec.ts',
    'new-application.spec.ts',
    'paper-path.spec.ts',
    'paperwork-journeys.spec.ts',
    'permissions.spec.ts',
    'promotions.spec.ts',
    'since-last-visit.spec.ts',
    'customer-spanish.spec.ts',
    'customer-decision-es.spec.ts',
    'wizard-dealer-checks.spec.ts',
    'words.spec.ts',
  ],
  reporter: [['list']],
  projects: [{ ...base.projects?.[0], name: 'screenshots' }],
});
