import { defineConfig } from '@playwright/test';
import { JOURNEY_CHROMIUM_ARGS, chromiumExecutablePath } from './scripts/chromium';

const CI = Boolean(process.env.CI);

/** No journeys of Playwright's: the Firefox and WebKit ones of e2e/engines/, which vitest runs (npm run test:engines), and the helpers of e2e/support/. */
const NOT_JOURNEYS = ['engines/**', 'support/**'];

/**
 * The browser journeys (e2e/). The global setup builds the console twice (with the mock for the
 * journeys, without it for the budget and the nginx journey) and serves the mock build on a free
 * port of 127.0.0.1, whose URL it hands to the workers as E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './e2e',
  testIgnore: NOT_JOURNEYS,
  globalSetup: './e2e/global-setup.ts',
  // The baselines' names carry no project's: look.spec.ts's are shared by no other project.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'journeys', testIgnore: [...NOT_JOURNEYS, '**/dev-server.spec.ts'] },
    // `npm run dev:http` builds the HTTP mock (turbo run build). Where turbo has no such build in its
    // cache (`npx playwright test` after an edit of the mock), that rewrites the dist every other
    // journey's mock runs from (e2e/support/http-mock.ts): the dev servers come after them.
    { name: 'dev servers', testMatch: '**/dev-server.spec.ts', dependencies: ['journeys'] },
  ],
  fullyParallel: true,
  // Two cores: two browsers at most.
  workers: 2,
  // None, in CI too: a journey that passes only on its second try is a failure to fix.
  retries: 0,
  forbidOnly: CI,
  // A bound, never a measure: look.spec.ts's screens at two widths take a while on a busy 2-core machine.
  timeout: 60_000,
  expect: {
    // A bound on each wait, never a measure: a machine kept busy by other work needs more than 5 s.
    timeout: 10_000,
    // look.spec.ts's baselines (Debian chromium, fonts-liberation): over 100 pixels past pixelmatch's
    // colour distance fail; anti-aliasing stays below, a 4 px shift of Login changes 3,450 (e2e/README.md).
    toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 100 },
  },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // No journey waits for an animation; quote.spec.ts, which proves the quote's fade, asks for motion.
    reducedMotion: 'reduce',
    // Recording a trace costs every journey about a fifth of its CPU, kept or not: CI keeps the
    // failure's screenshot and message, and a failure is traced by running it again here.
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: JOURNEY_CHROMIUM_ARGS },
  },
});
