import type { Page } from '@playwright/test';

/**
 * Opens `/` with the app's entry script held back, so that the page is only what index.html holds
 * (the sign-in page built ahead, docs/decisions/050-sign-in-page-built-ahead.md). Returns the
 * function that lets the script through, after which the app takes the page over.
 */
export async function openSignInBeforeTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  return release;
}
