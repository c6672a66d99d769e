import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Each browser context's first page opens a window, and each window starts the omnibox's two popups
 * as WebUI pages, though a headless window has no omnibox to show them. They load while the page
 * does, beside it on a 2-core machine: ten fresh-context loads of the mock build's sign-in page took
 * 4.3 core-seconds and 2.2 s each with the popups, 2.2 core-seconds and 1.3 s without; under
 * Lighthouse's defaults their loading landed among the page's own main-thread tasks (docs/bench.md).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags for every Chromium these tools start. `--no-sandbox` because CI runs as root in a container;
 * `--disable-background-networking` keeps the browser from calling Google in the middle of a measure.
 * Each list below ends with its own `--disable-features`.
 */
const COMMON_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The bench's flags: Puppeteer adds the features it turns off itself to this `--disable-features`. */
export const CHROMIUM_ARGS = [...COMMON_ARGS, `--disable-features=${OMNIBOX_POPUPS.join(',')}`];

/**
 * The features Playwright turns off (playwright-core's `chromiumSwitches`). Chromium keeps the last
 * value of a switch, so a second `--disable-features` replaces this list unless it repeats it
 * (e2e/chromium.spec.ts fails when Playwright's list grows past this one).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser journeys' flags (playwright.config.ts): Playwright's own `--disable-features` comes
 * first, and Chromium keeps only the last, so this one repeats it.
 */
export const JOURNEY_CHROMIUM_ARGS = [
  ...COMMON_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

/**
 * The Chromium to use: CHROMIUM_PATH, else Playwright's own build when `npx playwright install
 * chromium` has put it here, else the Debian package, which is what CI installs.
 */
export function chromiumExecutablePath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const own = chromium.executablePath();
  if (existsSync(own)) return own;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error('No Chromium: `npx playwright install chromium`, `apt-get install chromium`, or set CHROMIUM_PATH.');
}
