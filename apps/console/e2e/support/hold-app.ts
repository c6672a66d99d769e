import type { Page } from '@playwright/test';

/**
 * Opens `address` with the app's entry script held back, so that the page is only what its HTML
 * holds (the screen built ahead, src/app/landing-pages.ts). Returns the function that lets the
 * script through, after which the app takes the page over.
 */
export async function openBeforeTheApp(page: Page, address = '/'): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(address, { waitUntil: 'commit' });
  // The HTML parsed, with the inline scripts that follow its markup (src/first-paint): a module
  // script runs after that, so the held entry keeps the page here. Before it, a submit would be
  // the browser's own (nginx answers it, docs/decisions/045-forms-post-and-nginx-answers-405.md).
  await page.waitForFunction(() => document.readyState !== 'loading');
  return release;
}
