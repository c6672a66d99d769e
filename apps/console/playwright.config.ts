import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './scripts/chromium';

const CI = Boolean(process.env.CI);

/**
 * The browser journeys (e2e/). The global setup builds the console twice (with the mock for the
 * journeys, without it for the budget and the nginx journey) and serves the mock build on a free
 * port of 127.0.0.1, whose URL it hands to the workers as E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two cores: two browsers at most.
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // Journeys with axe scans and screenshots at two widths take a while on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  },
});
