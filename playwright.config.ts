import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

// No browser download works on our machines: use Debian's Chromium when it is there.
const systemChromium = '/usr/bin/chromium';
export const chromiumLaunch = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Headroom for a busy machine (decision 0013): a test does at most one axe scan, or calls
  // test.slow(); an expectation waits long enough for the sandbox and the decisions' polling.
  timeout: 30_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    // The built portal and the sandbox on one port, exactly as `npm start` serves them,
    // on a database of its own so the journeys start from the seed.
    command: 'node scripts/start.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DB: join(tmpdir(), `portal-e2e-${process.pid}-${Date.now()}.db`),
      SANDBOX_DECISION_DELAY_MS: '0',
      // Short, so the paper journey sees the lender's review arrive after the upload.
      SANDBOX_REVIEW_DELAY_MS: '1500',
    },
  },
});
