import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.MAILBOX_PORT = String(port + 1);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, seeded with the demo data.
const dataDir = path.join(here, '.tmp', `data-${Date.now()}`);

const chromium = {
  executablePath: '/usr/bin/chromium',
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
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // The longest journeys take 10–20 s alone; a loaded machine runs them two or three times slower.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    headless: true,
    launchOptions: chromium,
    // Recording a trace of every journey, kept only when it failed, cost a third of the run's
    // time (10 journeys: 1.6 minutes traced, 1.1 untraced); a retried journey still records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /responsive\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: /responsive\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // The built app, as `npm start` serves it (the test script builds first), sending its mail
    // to a real SMTP receiver whose mailbox the journeys read.
    command: 'node --import tsx support/serve-with-mailbox.ts',
    cwd: here,
    url: `${baseURL}/api/health/`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      APP_URL: baseURL,
      MAILBOX_PORT: String(port + 1),
      // Journeys log in many times from 127.0.0.1; the limits themselves have API tests.
      RATE_LIMIT_MULTIPLIER: '0',
    },
  },
});
