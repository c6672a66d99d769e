import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

export { expect };

/** The WCAG 2.0 and 2.1 levels A and AA: what the console promises (docs/requirements.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Waits until the screen is final: the app started, nothing busy, the quote and the captcha in,
 * web fonts loaded, the DOM unchanged for half a second and no finite animation running (the
 * quote's 2 s fade-in would otherwise be scanned half transparent, i.e. with too little contrast).
 */
export async function settle(page: Page): Promise<void> {
  // What arrives late arrives whatever the machine's speed: the mock's panel, mounted as the mock
  // has started and right before the app (src/main.tsx), which a page built ahead of time shows
  // without (not-found asks for its scripts after its paint, and waits on nothing else); nothing
  // busy (the quote, a form, the guard's skeleton), the quote in, the sign-in page's captcha drawn.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-mock-panel]') !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      [...document.querySelectorAll('aside[aria-label="Quote of the day"]')].every((panel) =>
        panel.querySelector('blockquote'),
      ) &&
      [...document.querySelectorAll('.captcha')].every((captcha) => captcha.querySelector('input, iframe')),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const quietFor = 500;
    const finiteAnimations = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
    // Settled: `quietFor` ms after the last DOM change, with every finite animation finished. The
    // quiet timer restarts on each mutation; 10 s is the outer bound.
    await new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const observer = new MutationObserver(() => restart());
      const done = () => {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(deadline);
        resolve();
      };
      const deadline = setTimeout(done, 10_000);
      const check = async () => {
        const running = finiteAnimations();
        if (running.length === 0) return done();
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        restart();
      };
      function restart() {
        clearTimeout(quiet);
        quiet = setTimeout(() => void check(), quietFor);
      }
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      restart();
    });
  });
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}`,
    ),
  );
}

/**
 * Scans the page as it is with axe (WCAG 2.1 A + AA); the violations are attached to the test too.
 * In axe's legacy mode: `axe.run` in the page itself. The default mode finishes each scan in a new
 * page of the context, a renderer started and axe loaded again each time, which made look.spec.ts
 * take 194 s instead of 115 s on a 2-core machine; what it adds, scanning frames of other origins,
 * finds nothing here, as the console has no frame (the captcha of the journeys' build is a checkbox).
 */
async function expectNoAxeViolation(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(describeViolations(results.violations), `axe: ${label}`).toEqual([]);
}

/**
 * One screen in one state, at desktop and at phone width: an axe scan (WCAG 2.1 A + AA) and, with
 * `compare`, a full-page screenshot compared with the committed baseline `<name>-<viewport>.png`
 * (`mask` hides the given parts), at the settings of playwright.config.ts. Motion is reduced for
 * every journey (playwright.config.ts), so the quote's fade-in is not waited for.
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { compare = false, mask = [] }: { compare?: boolean; mask?: Locator[] } = {},
): Promise<void> {
  const original = page.viewportSize() ?? VIEWPORTS.desktop;
  try {
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await settle(page);
      if (compare) await expect.soft(page).toHaveScreenshot(`${name}-${label}.png`, { fullPage: true, mask });
      await expectNoAxeViolation(page, testInfo, `${name} at ${label} width`);
    }
  } finally {
    await page.setViewportSize(original);
  }
}

/**
 * Every test gets a fresh context (empty localStorage, cookies and service worker), so the mock's
 * state starts from its fixtures. An uncaught error in the page fails the test.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
