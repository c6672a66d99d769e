import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Flags for every Chromium these tools start. `--no-sandbox` because CI runs as root in a container;
 * `--disable-background-networking` keeps the browser from calling Google in the middle of a measure.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

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
