import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUILDS, outDirOf } from '../scripts/build-console';
import { serveStatic } from '../scripts/static-server';
import { APP_SHELL_FILE, LANDING_PAGES } from '../src/app/landing-pages';
import { FORM_TAKEN_OVER_ATTRIBUTE } from '../src/lib/first-paint-markers';
import { ADMIN, NOSCRIPT_LINE, atPath, noscriptLine, takenOver } from './support/console';
import { openBeforeTheApp } from './support/hold-app';
import { expect, test } from './support/fixtures';

/*
 * Every page a person lands on cold is built ahead of time into an HTML file of its own
 * (src/app/landing-pages.ts): it paints before any script runs, keeps what is typed before the app
 * takes over, and a submit made meanwhile is made once the app has. The sign-in page's own
 * journeys are in first-paint.spec.ts.
 */

const RESET_LINK_SENT = 'If this address is registered, a link to reset the password has been sent.';
const welcome = (name: string) => `Hi ${name}, you've been added to the CRM, Please choose the password...`;
/** The invitation's heading when its link holds no name that may be shown (src/lib/client-welcome.ts). */
const NAMELESS_WELCOME = "Hi, you've been added to the CRM, Please choose the password...";

/** What each page shows before any script runs, and where it is. */
const PAGES = [
  { file: 'index.html', address: '/', heading: 'Log in to your account' },
  { file: 'forgot-password.html', address: '/forgot-password', heading: 'Forgotten password' },
  { file: 'create-password.html', address: '/create-password/reset-code-123', heading: 'Change Password' },
  {
    file: 'client-create-password.html',
    address: '/client-create-password/Jane/invite-code-123',
    heading: welcome('Jane'),
  },
  { file: '404.html', address: '/no/such/page', heading: 'Page not found' },
] as const;

test('every landing page is in the build, every inline tag with the nonce placeholder, no stylesheet to wait for', async () => {
  expect(PAGES.map(({ file }) => file).sort()).toEqual(LANDING_PAGES.map(({ file }) => file).sort());
  for (const { file, heading } of PAGES) {
    const html = await readFile(path.join(outDirOf(BUILDS.production), file), 'utf8');
    // The invitation's name is written by the page's script: the built page holds the nameless greeting.
    const built =
      file === 'client-create-password.html'
        ? /<h1 [^>]*data-client-welcome=""[^>]*>Hi, you&#x27;ve been added to the CRM, Please choose the password\.\.\.<\/h1>/u
        : `>${heading}</h1>`;
    expect(html, file).toMatch(built);
    const inlineTags = html.match(/<(script|style)(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineTags.length, file).toBeGreaterThanOrEqual(2);
    for (const tag of inlineTags) expect(tag, file).toContain('nonce="__CSP_NONCE__"');
    // A lazy screen's stylesheets are inline, each with a disabled link that is never fetched.
    expect(html, file).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    // Without scripts, a form posts to nginx (deploy/nginx.conf) and never puts its fields into a URL.
    expect(html, file).toMatch(new RegExp(`<noscript>\\s*<p class="banner">\\s*${NOSCRIPT_LINE}\\s*</p>`));
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length, file).toBe(file === '404.html' ? 0 : 1);
    for (const form of forms) expect(form, file).toContain('method="post"');
  }
});

test('every page of the build sends no referrer, whoever serves it', async () => {
  for (const file of [...LANDING_PAGES.map((page) => page.file), APP_SHELL_FILE]) {
    const html = await readFile(path.join(outDirOf(BUILDS.production), file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, file).toContain('<meta name="referrer" content="no-referrer"');
  }
});

test('every landing page paints with no script at all, at its address', async ({ browser }) => {
  const server = await serveStatic(outDirOf(BUILDS.production));
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { address, heading } of PAGES) {
      await page.goto(`${server.url}${address}`);
      // Without scripts the invitation's name cannot be written: the nameless greeting shows.
      const name = address.startsWith('/client') ? NAMELESS_WELCOME : heading;
      await expect(page.getByRole('heading', { level: 1, name }), address).toBeVisible();
      await expect(noscriptLine(page), address).toHaveText(NOSCRIPT_LINE);
      await expect(noscriptLine(page), address).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  } finally {
    await context.close();
    await server.close();
  }
});

/** Uncaught errors and console errors of `page` (hydration mismatches are reported as either). */
function complaintsOf(page: Page): string[] {
  const complaints: string[] = [];
  page.on('pageerror', (error) => complaints.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      complaints.push(message.text());
    }
  });
  return complaints;
}

test('forgot-password: what is typed before the app takes over is kept, and a submit meanwhile is sent once it has', async ({
  page,
}) => {
  const complaints = complaintsOf(page);
  const release = await openBeforeTheApp(page, '/forgot-password');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill(ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page, 'no native submit').toHaveURL(atPath('/forgot-password'));
  await expect(page.locator('html'), 'the app has not taken over yet').not.toHaveAttribute(FORM_TAKEN_OVER_ATTRIBUTE);

  release();
  await expect(page.getByRole('status')).toHaveText(RESET_LINK_SENT);
  await expect(email).toHaveValue(ADMIN.email);
  expect(complaints).toEqual([]);
});

for (const [address, button] of [
  ['/create-password/reset-code-123', 'Change Password'],
  ['/client-create-password/Jane/invite-code-123', 'Continue'],
] as const) {
  test(`${address}: the passwords typed before the app takes over are kept, checked and sent once it has`, async ({
    page,
  }) => {
    const complaints = complaintsOf(page);
    const release = await openBeforeTheApp(page, address);
    const heading = page.getByRole('heading', { level: 1 });
    if (address.startsWith('/client')) await expect(heading).toHaveText(welcome('Jane'));
    await page.getByLabel('New Password', { exact: true }).fill('abcdefgh12!');
    await page.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh12!');
    const submit = page.getByRole('button', { name: button });
    await expect(submit, 'the built page cannot submit before the app checks the passwords').toBeDisabled();

    release();
    await takenOver(page, { timeout: 20_000 });
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Secure');
    await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords match');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('abcdefgh12!');
    await submit.click();
    await expect(page).toHaveURL(atPath('/'));
    expect(complaints).toEqual([]);
  });
}

for (const [what, name, heading] of [
  ['a name with a decomposed accent', 'Jose\u0301 Zoë', welcome('Jose\u0301 Zoë')],
  ['markup', '<img src=x onerror=alert(1)> Zoë / Ana', NAMELESS_WELCOME],
  ['a sentence', 'Your account is suspended, call +1 555 0100', NAMELESS_WELCOME],
  ['a right-to-left override', 'Zoë\u202eevil', NAMELESS_WELCOME],
] as const) {
  test(`an invitation's link holding ${what}: the heading before the first paint is the app's, as text`, async ({
    page,
  }) => {
    const complaints = complaintsOf(page);
    const release = await openBeforeTheApp(page, `/client-create-password/${encodeURIComponent(name)}/invite-code-123`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(heading);
    await expect(title.locator('img')).toHaveCount(0);
    release();
    await takenOver(page, { timeout: 20_000 });
    await expect(title).toHaveText(heading);
    expect(complaints).toEqual([]);
  });
}

for (const { address, heading } of PAGES.slice(1)) {
  test(`${address}: nothing moves, nothing complains, no stylesheet is asked for and no script before the first paint while the production page loads and hydrates`, async ({
    browser,
  }) => {
    const server = await serveStatic(outDirOf(BUILDS.production));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const complaints = complaintsOf(page);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.url}${address}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(noscriptLine(page), 'scripts run: no <noscript> line').toBeHidden();
      if (address === '/no/such/page') {
        // Nothing on screen changes when the app takes over: React's own mark on the link tells.
        await expect
          .poll(() =>
            page.evaluate(() =>
              Object.keys(document.querySelector('main a')!).some((key) => key.startsWith('__reactFiber')),
            ),
          )
          .toBe(true);
        // Taken over: the way back is the router's, the page is not loaded again.
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        await page.getByRole('link', { name: 'Back to login' }).click();
        await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      } else await takenOver(page, { timeout: 20_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        'CLS',
      ).toBeLessThanOrEqual(0.01);
      // Every stylesheet is in the page: the app takes it over without waiting for one.
      expect(stylesheets).toEqual([]);
      // The app is asked for once the page has painted (src/first-paint/after-first-paint.ts).
      const askedBeforeThePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(askedBeforeThePaint).toEqual([]);
      expect(complaints).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });
}
