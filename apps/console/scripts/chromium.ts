import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Flags for every Chromium these tools start. `--no-sandbox` because CI runs as root in a container;
 * `--disable-background-networking` keeps the browser from calling Google in the middle of a measure.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when `npx playwright install chromium` has put Playwright's own browser on this machine. */
function hasPlaywrightChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/**
 * The Chromium to give Playwright: `undefined` means Playwright's own build; otherwise the system
 * package (Debian `chromium`), which is what CI installs because Playwright's download is blocked.
 */
export function chromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (hasPlaywrightChromium()) return undefined;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  throw new Error(
    `No Chromium found: install Playwright's (npx playwright install chromium) or the system package (apt-get install chromium), or set CHROMIUM_PATH.`,
  );
}

/** A path to a Chromium binary in every case (Lighthouse's launcher needs one). */
export function chromiumBinary(): string {
  return chromiumExecutablePath() ?? chromium.executablePath();
}
