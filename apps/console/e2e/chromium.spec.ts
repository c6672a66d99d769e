import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/*
 * The journeys' Chromium (JOURNEY_CHROMIUM_ARGS, scripts/chromium.ts): its `--disable-features`
 * still turns off every feature Playwright's own does, which it replaces, and the windows it
 * opens start no omnibox popup.
 */

/** The names of each `--disable-features` on the command line chrome://version shows, in order. */
async function disabledFeatureLists(page: Page): Promise<string[][]> {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  return commandLine
    .split(/\s+/)
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test("the journeys' --disable-features keeps every feature Playwright turns off", async ({ page }) => {
  const lists = await disabledFeatureLists(page);
  // Playwright's list, then ours: Chromium applies the last one alone.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const applied = lists.at(-1)!;
  const dropped = lists.slice(0, -1).flatMap((list) => list.filter((name) => !applied.includes(name)));
  expect(dropped, 'turned off by Playwright, left on by scripts/chromium.ts').toEqual([]);
});

test("a journey's window starts no omnibox popup beside its page", async ({ browser, page }) => {
  await page.goto('/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  expect(targetInfos.filter((target) => target.type === 'page').length).toBeGreaterThan(0);
});
